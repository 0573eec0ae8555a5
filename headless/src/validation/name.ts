import { NAME_MIN_LENGTH } from '../constants/index.js'
import { describeValue } from '../errors/inspect.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/names.js'
import { InvalidNameError } from '../errors/validation.js'
import { assertParameter, assertParameters, parameterRules as is } from './parameters.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

const namePattern = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)

/** SPEC §5's name rule in words, as a form says it beside the name field. */
export const nameRule = `Letters, digits and hyphens, at least ${NAME_MIN_LENGTH} characters.`

/**
 * The label of a full name, what a visitor types before the suffix: 'ada-l.reown.id' → 'ada-l'
 * (a label has no dot, SPEC §5).
 */
export function nameLabel(name: string): string {
  assertParameter('name', name, is.string)
  return name.split('.')[0] ?? ''
}

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
            metaMessages: [`Rule: ${nameRule}`, `Provided: ${describeValue(name)}`],
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
  assertParameters(parameters)
  if (!parameters.address || !parameters.hasAuthConnector)
    throw new AddressOrAuthConnectorNotFoundError()
  assertName(parameters.name)
}
