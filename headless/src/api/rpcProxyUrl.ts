import type { Network } from '../chains/network.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'

/**
 * The project-scoped JSON-RPC proxy's path (`apiPaths.rpcProxy`); query chainId (CAIP-2) and
 * projectId. Here, not in the table of paths: every instance builds its read URLs with it, so
 * it is part of the first load, and the table is not.
 */
export const RPC_PROXY_PATH = '/v1'

/** The project-scoped RPC proxy URL of a network (SPEC §7): query chainId and projectId. */
export function rpcProxyUrl(network: Network, blockchainApiUrl: string, projectId: string): string {
  assertParameter('network', network, is.shape({ caipNetworkId: is.string }))
  assertParameter('blockchainApiUrl', blockchainApiUrl, is.url)
  assertParameter('projectId', projectId, is.string)
  const url = new URL(RPC_PROXY_PATH.replace(/^\//, ''), blockchainApiUrl.replace(/\/?$/, '/'))
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * The JSON-RPC URLs to read a network through, in order: its `default` URLs, its `chainDefault`
 * ones, then, when a provider is configured, the project-scoped proxy.
 */
export function rpcUrlsFor(
  network: Network,
  options: { blockchainApiUrl?: string | undefined; projectId?: string | undefined } = {},
): string[] {
  assertParameter('network', network, is.chain)
  assertParameters(
    options,
    { blockchainApiUrl: is.optional(is.url), projectId: is.optional(is.string) },
    { optional: true, name: 'options' },
  )
  const urls = [
    ...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]),
  ]
  if (options.blockchainApiUrl && options.projectId) {
    urls.push(rpcProxyUrl(network, options.blockchainApiUrl, options.projectId))
  }
  return urls
}
