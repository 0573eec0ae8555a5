import { describeValue, readProperty, unreadable } from '../errors/inspect.js'
import { InvalidSendCallsError } from '../errors/validation.js'
import {
  type FieldResult,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './result.js'

/** One call of `wallet_sendCalls` (EIP-5792). */
export type SendCall = { to?: unknown; data?: unknown; value?: unknown }

function check(rule: string, path: string, value: unknown, valid: boolean): FieldResult {
  return valid
    ? validField
    : invalidField(
        new InvalidSendCallsError({
          metaMessages: [`Rule: ${rule}`, `Field: ${path}`, `Provided: ${describeValue(value)}`],
        }),
      )
}

const hex = (value: unknown) => typeof value === 'string' && value.startsWith('0x')

/**
 * Per-field results of `wallet_sendCalls` calls (SPEC §5): each call's `to` starts with 0x;
 * `data`, when given, starts with 0x. Fields are named `calls[i].to` and `calls[i].data`; an
 * empty or missing list is invalid (`calls`).
 */
export function validateSendCalls(calls: unknown): ValidationResult {
  const fields: Record<string, FieldResult> = {}
  if (!Array.isArray(calls) || calls.length === 0) {
    fields.calls = check('a non-empty list of calls', 'calls', calls, false)
    return validationResult(fields)
  }
  calls.forEach((call: unknown, index) => {
    // A call is read without trusting it: a field whose getter throws is invalid.
    const to = readProperty(call, 'to', unreadable)
    fields[`calls[${index}].to`] = check('to starts with 0x', `calls[${index}].to`, to, hex(to))
    const data = readProperty(call, 'data', unreadable)
    fields[`calls[${index}].data`] = check(
      'data, if given, starts with 0x',
      `calls[${index}].data`,
      data,
      data === undefined || hex(data),
    )
  })
  return validationResult(fields)
}

/** Throws {@link InvalidSendCallsError} for the first call that breaks a rule. */
export function assertSendCalls(calls: unknown): asserts calls is SendCall[] {
  const result = validateSendCalls(calls)
  for (const field of Object.values(result.fields)) if (!field.valid) throw field.error
}
