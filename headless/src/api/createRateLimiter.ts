import { assertParameters, parameterRules as is } from '../validation/parameters.js'
/** A sliding-window limit: at most `max` events per `windowMs`. */
export type RateLimiter = {
  /** Counts an event and returns true when it is within the limit; false (not counted) when over. */
  tryAcquire(): boolean
}

/**
 * Creates a rate limiter of its own (no shared state), e.g. the error telemetry's 5 events
 * per 60 s (SPEC §7). `now` is injectable for tests.
 */
export function createRateLimiter(options: {
  max: number
  windowMs: number
  now?: () => number
}): RateLimiter {
  assertParameters(
    options,
    { max: is.nonNegativeInteger, windowMs: is.nonNegativeNumber, now: is.optional(is.function) },
    { name: 'options' },
  )
  const now = options.now ?? Date.now
  let times: number[] = []
  return {
    tryAcquire() {
      const current = now()
      times = times.filter((time) => current - time < options.windowMs)
      if (times.length >= options.max) return false
      times.push(current)
      return true
    },
  }
}
