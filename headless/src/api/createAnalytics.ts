import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'

/** An analytics event: its name and data. */
export type AnalyticsEvent = {
  type: 'track' | 'error'
  event: string
  properties?: Readonly<Record<string, unknown>>
}

/** The event that is never sent (SPEC §7). */
export const skippedAnalyticsEvent = 'MODAL_CREATED'

/** Options of {@link createAnalytics}. */
export type CreateAnalyticsOptions = {
  /** The analytics service's client. */
  http: HttpClient
  projectId: string
  sdkType: string
  sdkVersion: string
  /** Whether sending is allowed now (the project's analytics config and feature flag). */
  isEnabled: () => boolean
  /** The page's URL and host, read at send time (nothing is read on import). */
  getLocation?: () => { href: string; host: string } | undefined
  /** @default Date.now */
  now?: () => number
  /** @default crypto.randomUUID */
  randomId?: () => string
}

/** Sends analytics events of one Foyer instance. */
export type Analytics = {
  /** Sends an event with the connected address; resolves to whether it was sent. */
  track(event: AnalyticsEvent, address?: string): Promise<boolean>
}

/**
 * Creates the analytics sender (SPEC §7 "Analytics"): a POST to the events path with query
 * projectId, st and sv and a body of eventId, url, domain, timestamp and props (event data
 * plus address). The modal-created event is skipped; failures are swallowed.
 */
export function createAnalytics(options: CreateAnalyticsOptions): Analytics {
  const now = options.now ?? Date.now
  const randomId = options.randomId ?? (() => globalThis.crypto.randomUUID())
  return {
    async track(event, address) {
      if (event.event === skippedAnalyticsEvent || !options.isEnabled()) return false
      const location = options.getLocation?.()
      try {
        await options.http.post({
          path: apiPaths.events,
          query: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
          body: {
            eventId: randomId(),
            url: location?.href,
            domain: location?.host,
            timestamp: now(),
            props: { ...event, address },
          },
        })
        return true
      } catch {
        return false
      }
    },
  }
}
