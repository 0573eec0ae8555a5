import type { HttpClient } from '../api/createHttpClient.js'
import { getProjectConfig } from '../api/getProjectConfig.js'
import { type MergeRemoteFeaturesReturnType, mergeRemoteFeatures } from '../rules/remoteConfig.js'
import type { Features, ResolvedFeatures } from '../validation/featureOptions.js'

/**
 * The features in force for an instance: with a provider API, its remote configuration merged
 * over the host's ({@link mergeRemoteFeatures}); with none, the host's features, and nothing
 * is fetched (SPEC-NOTES "Remote config").
 */
export async function loadRemoteFeatures(parameters: {
  directory: HttpClient | undefined
  features: ResolvedFeatures
  localFeatures: Features | undefined
}): Promise<MergeRemoteFeaturesReturnType> {
  const remote = parameters.directory ? await getProjectConfig(parameters.directory) : undefined
  return mergeRemoteFeatures(parameters.features, parameters.localFeatures, remote)
}
