import { configurationAlertsAtom, featuresAtom } from '../store/atoms.js'
import { checkAppConfiguration } from '../store/checkAppConfiguration.js'
import type { Foyer } from '../store/createFoyer.js'
import { loadRemoteFeatures } from '../store/loadRemoteFeatures.js'

/**
 * Applies the project's configuration (SPEC §5, §6): the configuration alerts, and the remote
 * features merged over the host's. With no provider API configured nothing is fetched
 * (local-first); a failed fetch turns the remote features off. Nothing changes after `signal`
 * aborts.
 */
export async function applyProjectConfiguration(foyer: Foyer, signal: AbortSignal): Promise<void> {
  const { options, store } = foyer
  const { features } = options
  const authEnabled =
    features.email || (Array.isArray(features.socials) && features.socials.length > 0)
  const origin = globalThis.location?.origin
  const alerts = (allowedOrigins: readonly string[] | undefined) =>
    checkAppConfiguration({ projectId: options.projectId, authEnabled, allowedOrigins, origin })
  store.set(configurationAlertsAtom, alerts(undefined))
  if (!options.services.apiUrl) return
  const { directory } = await foyer.loadApi()
  const { getAllowedOrigins } = await import('../api/getAllowedOrigins.js')
  const [remote, allowedOrigins] = await Promise.all([
    loadRemoteFeatures({ directory, features, localFeatures: options.localFeatures }),
    authEnabled && directory ? getAllowedOrigins(directory) : undefined,
  ])
  if (signal.aborted) return
  store.set(featuresAtom, remote.features)
  store.set(configurationAlertsAtom, [...alerts(allowedOrigins), ...remote.warnings])
}
