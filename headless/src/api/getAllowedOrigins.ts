import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'

/** The origins the project allows (SPEC §7 `/projects/v1/origins`); an empty list on failure. */
export async function getAllowedOrigins(http: HttpClient): Promise<string[]> {
  assertHttpClient(http)
  try {
    const answer = await http.get<{ allowedOrigins?: unknown }>({ path: apiPaths.allowedOrigins })
    const origins = answer?.allowedOrigins
    return Array.isArray(origins) ? origins.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}
