import { InvalidFormatArgumentError } from '../errors/format.js'
import { describeValue } from '../errors/inspect.js'

/**
 * Throws {@link InvalidFormatArgumentError} unless `value` — a formatter's count of decimals,
 * digits or characters named `name` — is a whole number from 0 to `max`.
 */
export function assertCount(name: string, value: number, max = Number.MAX_SAFE_INTEGER): void {
  if (Number.isSafeInteger(value) && value >= 0 && value <= max) return
  throw new InvalidFormatArgumentError({
    metaMessages: [
      `Rule: ${name} is a whole number from 0 to ${max}`,
      `Provided: ${describeValue(value)}`,
    ],
  })
}
