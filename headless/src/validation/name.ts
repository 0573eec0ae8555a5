import { NAME_MIN_LENGTH } from '../constants.js'
import { describeValue } from '../errors/inspect.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/names.js'
import { InvalidNameError } from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

const namePattern = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)

/** Whether a name can be registered: letters, digits and hyphens, at least 4 (SPEC §5). */
export function isValidName(name: unknown): name is string {
  return typeof name === 'string' && namePattern.test(name)
}

/** Per-field result of a name to register (SPEC §5). */
export function validateName(name: unknown): ValidationResult<'name'> {
  return validationResult({
    name: isValidName(name)
      ? validField
      : invalidField(
          new InvalidNameError({
            metaMessages: [
              `Rule: letters, digits and hyphens only, at least ${NAME_MIN_LENGTH}`,
              `Provided: ${describeValue(name)}`,
            ],
          }),
        ),
  })
}

/** Throws {@link InvalidNameError} unless `name` can be registered. */
export function assertName(name: unknown): asserts name is string {
  const result = validateName(name)
  if (!result.fields.name.valid) throw result.fields.name.error
}

/** What {@link assertNameRegistration} checks. */
export type AssertNameRegistrationParameters = {
  name: unknown
  /** The active account's address. */
  address: string | undefined
  /** Whether the auth (embedded wallet) connector is the one connected. */
  hasAuthConnector: boolean
}

/**
 * Checks everything name registration needs (SPEC §5): the auth connector and an active
 * address ({@link AddressOrAuthConnectorNotFoundError}), and a valid name ({@link InvalidNameError}).
 */
export function assertNameRegistration(parameters: AssertNameRegistrationParameters): void {
  if (!parameters.address || !parameters.hasAuthConnector)
    throw new AddressOrAuthConnectorNotFoundError()
  assertName(parameters.name)
}
