import type { FoyerError } from '../errors/FoyerError.js'
import { toFoyerError } from '../errors/generic.js'
import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'
import type { RemoteFeature } from './types.js'

/** The project's remote configuration, or the failure to fetch it (SPEC §6). */
export type GetProjectConfigReturnType =
  | { status: 'fetched'; features: RemoteFeature[] }
  /** The project has no remote configuration (`features: null`): local settings apply. */
  | { status: 'none' }
  | { status: 'failed'; error: FoyerError }

function isRemoteFeature(value: unknown): value is RemoteFeature {
  const feature = value as Partial<RemoteFeature> | null
  return (
    typeof feature?.id === 'string' &&
    typeof feature.isEnabled === 'boolean' &&
    (feature.config === null ||
      (Array.isArray(feature.config) && feature.config.every((item) => typeof item === 'string')))
  )
}

/**
 * The project's remote feature configuration (SPEC §7 `/appkit/v1/config`). Never throws: a
 * failure is returned, and SPEC §6's rule (all remote features off) applies to it. An answer
 * without a feature list (`features: null`) means the project has none.
 */
export async function getProjectConfig(http: HttpClient): Promise<GetProjectConfigReturnType> {
  assertHttpClient(http)
  try {
    const answer = await http.get<{ features?: unknown }>({ path: apiPaths.projectConfig })
    if (!Array.isArray(answer?.features)) return { status: 'none' }
    return { status: 'fetched', features: answer.features.filter(isRemoteFeature) }
  } catch (error) {
    return { status: 'failed', error: toFoyerError(error) }
  }
}
