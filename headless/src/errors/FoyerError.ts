import { causeChain, readProperty } from './inspect.js'

/** Parameters every Foyer error accepts besides its fixed sentence. */
export type FoyerErrorParameters = {
  /** The error this one wraps; walked by {@link FoyerError.walk}. */
  cause?: unknown
  /** Technical details (the wrapped error's message by default). */
  details?: string
  /** Extra lines shown under the short message: the rule broken, the value given. */
  metaMessages?: readonly string[]
}

/**
 * The base of every error Foyer throws. UI code branches on the stable `code`, never on the
 * message text; the message a person sees is `shortMessage`, the spec's sentence word for word.
 */
export class FoyerError extends Error {
  override name = 'FoyerError'
  /** A stable machine-readable code, unique per leaf class. */
  readonly code: string
  /** The sentence for people, word for word as SPEC.md gives it. */
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: readonly string[]

  constructor(code: string, shortMessage: string, parameters: FoyerErrorParameters = {}) {
    // As in viem: a wrapped Foyer or viem error hands down its own details, any other error
    // its message.
    const details = parameters.details ?? detailsOf(parameters.cause)
    const metaMessages = parameters.metaMessages ?? []
    const message = [shortMessage, ...(metaMessages.length ? ['', ...metaMessages] : [])]
      .concat(details && details !== shortMessage ? ['', `Details: ${details}`] : [])
      .join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
  }

  /**
   * Walks the cause chain from this error and returns the deepest cause, or the first one
   * for which `predicate` returns true (`null` when none does). The walk is bounded: it ends
   * at an error seen before (a cycle) or after `CAUSE_CHAIN_MAX_DEPTH` (100) errors, and the
   * last one visited counts as the deepest.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let deepest: unknown = this
    for (const error of causeChain(this)) {
      if (predicate?.(error)) return error
      deepest = error
    }
    return predicate ? null : deepest
  }
}

/** The details a wrapped error hands down, read without trusting its getters. */
function detailsOf(cause: unknown): string | undefined {
  const own =
    cause instanceof FoyerError || isViemError(cause)
      ? readProperty(cause, 'details')
      : cause instanceof Error
        ? readProperty(cause, 'message')
        : undefined
  return typeof own === 'string' && own ? own : undefined
}

/**
 * True for viem's errors (its `BaseError` family), recognised by shape rather than with
 * `instanceof`: importing viem here would put viem into every host's first bundle, since every
 * module reaches this one.
 */
export function isViemError(
  error: unknown,
): error is Error & { shortMessage: string; details?: string; version: string } {
  if (!(error instanceof Error)) return false
  return (
    typeof readProperty(error, 'shortMessage') === 'string' &&
    typeof readProperty(error, 'version') === 'string'
  )
}
