import type { Network } from '../chains/network.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'
import { apiPaths } from './paths.js'

/** The project-scoped RPC proxy URL of a network (SPEC §7): query chainId and projectId. */
export function rpcProxyUrl(network: Network, blockchainApiUrl: string, projectId: string): string {
  assertParameter('network', network, is.shape({ caipNetworkId: is.string }))
  assertParameter('blockchainApiUrl', blockchainApiUrl, is.url)
  assertParameter('projectId', projectId, is.string)
  const url = new URL(apiPaths.rpcProxy.replace(/^\//, ''), blockchainApiUrl.replace(/\/?$/, '/'))
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
