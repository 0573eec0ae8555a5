import type { FoyerError } from '../errors/FoyerError.js'
import { ValidationFailedError } from '../errors/generic.js'
import { assertParameter, parameterRules as is, type ParameterRule } from './parameters.js'

/** One field's result: valid, or the leaf error that says why not. */
export type FieldResult = { valid: true } | { valid: false; error: FoyerError }

/** What a `validateX` function returns: overall validity and one result per field. */
export type ValidationResult<field extends string = string> = {
  valid: boolean
  fields: Record<field, FieldResult>
}

/** A valid field. */
export const validField: FieldResult = Object.freeze({ valid: true })

/** An invalid field and its error. */
export function invalidField(error: FoyerError): FieldResult {
  return { valid: false, error }
}

/** Per-field results: an object whose every value is an object (`{ valid, error? }`). */
const fieldsRule: ParameterRule = {
  rule: 'field results',
  test: (value) => is.object.test(value) && Object.values(value as object).every(is.object.test),
}

/** The rule of a {@link ValidationResult}: `valid` and per-field results. */
export const validationResultRule = is.shape({ valid: is.boolean, fields: fieldsRule })

/** Builds a {@link ValidationResult} from per-field results. */
export function validationResult<field extends string>(
  fields: Record<field, FieldResult>,
): ValidationResult<field> {
  assertParameter('fields', fields, fieldsRule)
  return { valid: Object.values<FieldResult>(fields).every((field) => field.valid), fields }
}

/** The error of the first invalid field, if any. */
export function firstError(result: ValidationResult): FoyerError | undefined {
  assertParameter('result', result, validationResultRule)
  for (const field of Object.values<FieldResult>(result.fields)) {
    if (!field.valid) return field.error
  }
  return undefined
}

/**
 * Throws the first invalid field's error; a result marked invalid without any invalid field
 * throws {@link ValidationFailedError}. Does nothing for a valid result.
 */
export function assertValid(result: ValidationResult): void {
  assertParameter('result', result, validationResultRule)
  if (result.valid) return
  throw firstError(result) ?? new ValidationFailedError()
}
