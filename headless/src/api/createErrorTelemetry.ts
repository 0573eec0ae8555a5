import { ERROR_TELEMETRY_MAX_EVENTS, ERROR_TELEMETRY_WINDOW_MS } from '../constants/index.js'
import { FoyerError } from '../errors/FoyerError.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type { Analytics } from './createAnalytics.js'
import { createRateLimiter } from './createRateLimiter.js'

/** Reports wallet-kit errors, at most 5 per 60 s. */
export type ErrorTelemetry = {
  /** Sends the error unless over the cap; resolves to whether it was sent. */
  report(error: unknown): Promise<boolean>
}

/**
 * Creates the error telemetry of one instance (SPEC §7): errors go out as analytics 'ERROR'
 * events (code, name, message), capped at 5 events per 60 s by its own rate limiter.
 */
export function createErrorTelemetry(options: {
  analytics: Analytics
  now?: () => number
}): ErrorTelemetry {
  assertParameters(
    options,
    { analytics: is.object, now: is.optional(is.function) },
    { name: 'options' },
  )
  const limiter = createRateLimiter({
    max: ERROR_TELEMETRY_MAX_EVENTS,
    windowMs: ERROR_TELEMETRY_WINDOW_MS,
    ...(options.now ? { now: options.now } : {}),
  })
  return {
    async report(error) {
      if (!limiter.tryAcquire()) return false
      const properties =
        error instanceof FoyerError
          ? { code: error.code, name: error.name, message: error.shortMessage }
          : error instanceof Error
            ? { name: error.name, message: error.message }
            : { message: String(error) }
      return options.analytics.track({ type: 'error', event: 'ERROR', properties })
    },
  }
}
