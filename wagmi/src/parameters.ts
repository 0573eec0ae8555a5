import { InvalidParameterError } from '@foyer/headless'

/**
 * The first check of this package's public functions, as headless's own: a wrong value throws
 * `InvalidParameterError` naming the parameter, never a TypeError from deeper down.
 */
export function check(parameter: string, value: unknown, rule: string, ok: boolean): void {
  if (ok) return
  throw new InvalidParameterError(parameter, {
    metaMessages: [`Parameter: ${parameter}`, `Rule: ${rule}`, `Provided: ${describe(value)}`],
  })
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value).slice(0, 80)}`
}

/** A Foyer instance: what `createFoyer` returns. */
export function isFoyer(value: unknown): boolean {
  const store = (value as { store?: { get?: unknown } } | null)?.store
  return typeof value === 'object' && value !== null && typeof store?.get === 'function'
}

export const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
