import { assertParameters, parameterRules as is } from '../validation/parameters.js'
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
  /**
   * The page's URL and host, read at send time (nothing is read on import). Only the URL's
   * origin and path are sent: its query, fragment and credentials are dropped (see
   * {@link analyticsPageUrl}).
   */
  getLocation?: () => { href: string; host: string } | undefined
  /** @default Date.now */
  now?: () => number
  /** @default crypto.randomUUID */
  randomId?: () => string
}

/**
 * The page URL as analytics sends it: origin and path only. A query or fragment often holds
 * what must not leave the page — OAuth codes and tokens (`#access_token=…`), e-mail addresses,
 * session or referral ids — and `user:password@` credentials are dropped too. A string that
 * is not a URL keeps what comes before its first `?` or `#`.
 */
function analyticsPageUrl(href: string): string {
  try {
    const url = new URL(href)
    url.search = ''
    url.hash = ''
    url.username = ''
    url.password = ''
    return url.href
  } catch {
    return href.replace(/[?#][\s\S]*$/, '')
  }
}

/** Sends analytics events of one Foyer instance. */
export type Analytics = {
  /** Sends an event with the connected address; resolves to whether it was sent. */
  track(event: AnalyticsEvent, address?: string): Promise<boolean>
}

/**
 * Creates the analytics sender (SPEC §7 "Analytics"): a POST to the events path with query
 * projectId, st and sv and a body of eventId, url (origin and path only: no query, fragment
 * or credentials), domain, timestamp and props (event data plus address). The modal-created
 * event is skipped; failures are swallowed. Events are not idempotent (each POST records one
 * event), so a failed send is retried only where the server cannot have recorded it (see
 * `HttpRequest.idempotent`).
 */
export function createAnalytics(options: CreateAnalyticsOptions): Analytics {
  assertParameters(
    options,
    {
      http: is.shape({ post: is.function }),
      projectId: is.string,
      sdkType: is.string,
      sdkVersion: is.string,
      isEnabled: is.function,
      getLocation: is.optional(is.function),
      now: is.optional(is.function),
      randomId: is.optional(is.function),
    },
    { name: 'options' },
  )
  const now = options.now ?? Date.now
  const randomId = options.randomId ?? (() => globalThis.crypto.randomUUID())
  return {
    async track(event, address) {
      if (event.event === skippedAnalyticsEvent || !options.isEnabled()) return false
      const location = options.getLocation?.()
      try {
        await options.http.post({
          path: apiPaths.events,
          // Changes server state: each POST records one event, so a blind retry after the
          // server acted would count it twice.
          idempotent: false,
          query: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
          body: {
            eventId: randomId(),
            url: location?.href === undefined ? undefined : analyticsPageUrl(location.href),
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
