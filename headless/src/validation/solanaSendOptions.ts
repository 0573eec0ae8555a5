import { describeValue, readProperty, unreadable } from '../errors/inspect.js'
import { InvalidSolanaSendOptionsError } from '../errors/validation.js'
import {
  type FieldResult,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './result.js'

/** Commitment levels Solana accepts for preflight (SPEC §5). */
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** A Solana commitment level. */
export type SolanaCommitment = (typeof solanaCommitments)[number]

/** Options of Solana's sign-and-send (SPEC §5). */
export type SolanaSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: SolanaCommitment
  maxRetries?: number
  minContextSlot?: number
}

type Field = keyof SolanaSendOptions

const rules: Record<Field, [string, (value: unknown) => boolean]> = {
  skipPreflight: ['a boolean', (value) => typeof value === 'boolean'],
  preflightCommitment: [
    `one of ${solanaCommitments.join(', ')}`,
    (value) => (solanaCommitments as readonly unknown[]).includes(value),
  ],
  maxRetries: [
    'a whole number, 0 or more',
    (value) => Number.isInteger(value) && Number(value) >= 0,
  ],
  minContextSlot: [
    'a whole number, 0 or more',
    (value) => Number.isInteger(value) && Number(value) >= 0,
  ],
}

/** Per-field results of Solana sign-and-send options; absent options are valid. */
export function validateSolanaSendOptions(options: unknown): ValidationResult<Field> {
  const fields = {} as Record<Field, FieldResult>
  for (const [field, [rule, test]] of Object.entries(rules) as [Field, (typeof rules)[Field]][]) {
    // An option whose getter throws is invalid.
    const value = readProperty(options, field, unreadable)
    fields[field] =
      value === undefined || test(value)
        ? validField
        : invalidField(
            new InvalidSolanaSendOptionsError({
              metaMessages: [`Rule: ${field} is ${rule}`, `Provided: ${describeValue(value)}`],
            }),
          )
  }
  return validationResult(fields)
}

/** Throws {@link InvalidSolanaSendOptionsError} for the first option out of its allowed values. */
export function assertSolanaSendOptions(options: unknown): asserts options is SolanaSendOptions {
  const result = validateSolanaSendOptions(options)
  for (const field of Object.values<FieldResult>(result.fields)) if (!field.valid) throw field.error
}
