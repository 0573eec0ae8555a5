import { describeValue } from '../errors/inspect.js'
import { InvalidSocialProviderError } from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

/** The social logins a visitor can use (SPEC §5). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social login provider (SPEC §5). */
export type SocialProvider = (typeof socialProviders)[number]

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
