import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'

/**
 * Whether the provider enables analytics for the project (SPEC §7 `/getAnalyticsConfig`).
 * Failures are swallowed as "analytics disabled" (SPEC §7 "Answers handled"); a 403 also
 * reaches the client's `onError`, where {@link alertForApiError} makes it an alert.
 */
export async function getAnalyticsConfig(http: HttpClient): Promise<boolean> {
  assertHttpClient(http)
  try {
    const answer = await http.get<{ isAnalyticsEnabled?: unknown }>({
      path: apiPaths.analyticsConfig,
    })
    return answer?.isAnalyticsEnabled === true
  } catch {
    return false
  }
}
