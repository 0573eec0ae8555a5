import { describeValue } from '../errors/inspect.js'
import { InvalidSocialProviderError } from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'
import { type SocialProvider, socialProviders } from './socialProviderList.js'

export { type SocialProvider, socialProviders }

/** True for one of {@link socialProviders}. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value)
}

/** Per-field result of a social provider (SPEC §5). */
export function validateSocialProvider(provider: unknown): ValidationResult<'provider'> {
  return validationResult({
    provider: isSocialProvider(provider)
      ? validField
      : invalidField(
          new InvalidSocialProviderError({
            metaMessages: [
              `Rule: one of ${socialProviders.join(', ')}`,
              `Provided: ${describeValue(provider)}`,
            ],
          }),
        ),
  })
}

/** Throws {@link InvalidSocialProviderError} unless `provider` is a known social provider. */
export function assertSocialProvider(provider: unknown): asserts provider is SocialProvider {
  const result = validateSocialProvider(provider)
  if (!result.fields.provider.valid) throw result.fields.provider.error
}
