// Reading what something threw without trusting it: wallets and hosts can throw anything — a
// prototype-less object, an object whose getters throw, an error that is its own cause. Every
// read here returns instead of throwing, and every walk down a `cause` chain is bounded.

/**
 * How many errors a walk down a `cause` chain visits at most, the first one included: real
 * chains (viem's wrappers around a wallet's error) are a handful deep; a longer one is cut
 * there, and a cycle (`a.cause = b; b.cause = a`) ends at the first error seen twice.
 * Re-exported by `constants/`.
 */
export const CAUSE_CHAIN_MAX_DEPTH = 100

/** A value that could not be read (its getter threw), for a validator to report as invalid. */
export const unreadable: unique symbol = Symbol('unreadable')

/**
 * `value[key]`; `undefined` when `value` is not an object, and `whenThrows` (default
 * `undefined`) when reading the property throws.
 */
export function readProperty(
  value: unknown,
  key: PropertyKey,
  whenThrows: unknown = undefined,
): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  try {
    return (value as Record<PropertyKey, unknown>)[key]
  } catch {
    return whenThrows
  }
}

/**
 * The errors of a cause chain, starting with `error` itself: each `Error`'s `cause` in turn.
 * The walk stops at a missing cause, a cause that throws when read, an error seen before (a
 * cycle) or after {@link CAUSE_CHAIN_MAX_DEPTH} errors.
 */
export function* causeChain(error: unknown): Generator<unknown, void, undefined> {
  const seen = new Set<unknown>()
  let current = error
  while (!seen.has(current) && seen.size < CAUSE_CHAIN_MAX_DEPTH) {
    yield current
    seen.add(current)
    if (!(current instanceof Error)) return
    current = readProperty(current, 'cause')
    if (current === undefined || current === null) return
  }
}

/**
 * `String(value)` for a message ('Provided: …'), without throwing: a value that cannot become a
 * string (a prototype-less object, a `toString` that throws) reads as its type tag, e.g.
 * `[object Object]`; {@link unreadable} reads '(a getter that throws)'.
 */
export function describeValue(value: unknown): string {
  if (value === unreadable) return '(a getter that throws)'
  try {
    return String(value)
  } catch {
    try {
      return Object.prototype.toString.call(value)
    } catch {
      return `[${typeof value}]`
    }
  }
}
