import { describeValue } from '../errors/inspect.js'
import { InvalidEmailError } from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

// One @, no spaces, a dot in the domain with something on each side: what a person can type
// for a working address, without the full RFC 5322 grammar.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Per-field result of an email login's email (SPEC §5). */
export function validateEmail(email: unknown): ValidationResult<'email'> {
  const valid = typeof email === 'string' && emailPattern.test(email.trim())
  return validationResult({
    email: valid
      ? validField
      : invalidField(
          new InvalidEmailError({
            metaMessages: ['Rule: a valid email address', `Provided: ${describeValue(email)}`],
          }),
        ),
  })
}

/** Throws {@link InvalidEmailError} unless `email` is a valid email address; returns it trimmed. */
export function assertEmail(email: unknown): string {
  const result = validateEmail(email)
  if (!result.fields.email.valid) throw result.fields.email.error
  return (email as string).trim()
}
