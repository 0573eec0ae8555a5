import { checkAppConfiguration } from '../rules/checkAppConfiguration.js'
import { configurationAlertsAtom, connectorsAtom, featuresAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { loadRemoteFeatures } from '../store/loadRemoteFeatures.js'

/**
 * Applies the project's configuration (SPEC §5, §6): the configuration alerts, and the remote
 * features merged over the host's. The origins allowlist is checked only when email or social
 * login is on and can actually be offered (an AUTH connector exists). With no provider API configured nothing is fetched
 * (local-first); a failed fetch turns the remote features off. Nothing changes after `signal`
 * aborts.
 */
export async function applyProjectConfiguration(foyer: Foyer, signal: AbortSignal): Promise<void> {
  const { options, store } = foyer
  const { features } = options
  // Email and social login exist only through an embedded-wallet (AUTH) connector: without one
  // the flags promise nothing, so they neither trigger the origins check nor its alert.
  const hasAuthConnector = store.get(connectorsAtom).some((connector) => connector.type === 'AUTH')
  const authEnabled =
    hasAuthConnector &&
    (features.email || (Array.isArray(features.socials) && features.socials.length > 0))
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
