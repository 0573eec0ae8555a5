import { InvalidAppConfigurationError, providerErrorToAlert } from '../errors/alerts.js'
import { HttpStatusError } from '../errors/api.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { apiPaths } from './paths.js'

/**
 * The alert a failed provider request stands for (SPEC §8), if any: the API's reason mapped by
 * {@link providerErrorToAlert}; a 403 of the analytics configuration is an invalid app
 * configuration. Wire it to the HTTP client's `onError`.
 */
export function alertForApiError(error: unknown, path?: string): FoyerError | undefined {
  if (!(error instanceof HttpStatusError)) return undefined
  const alert = providerErrorToAlert(error.reason)
  if (alert) return alert
  if (error.status === 403 && path === apiPaths.analyticsConfig)
    return new InvalidAppConfigurationError({ cause: error })
  return undefined
}
