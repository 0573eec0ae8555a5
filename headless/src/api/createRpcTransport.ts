import { fallback, type HttpTransportConfig, http, type Transport } from 'viem'
import type { Network } from '../chains/network.js'
import { apiPaths } from './paths.js'

/** Options of {@link createRpcTransport}. */
export type CreateRpcTransportOptions = {
  /** The blockchain API, whose project-scoped RPC proxy is added when given with a project id. */
  blockchainApiUrl?: string | undefined
  projectId?: string | undefined
  /** JSON-RPC batching (viem's, batch size 1000 by default). @default false */
  batch?: HttpTransportConfig['batch']
}

/** The project-scoped RPC proxy URL of a network (SPEC §7): query chainId and projectId. */
export function rpcProxyUrl(network: Network, blockchainApiUrl: string, projectId: string): string {
  const url = new URL(apiPaths.rpcProxy.replace(/^\//, ''), blockchainApiUrl.replace(/\/?$/, '/'))
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * The JSON-RPC transport of a network (SPEC §7): viem's `fallback` over the network's RPC URLs
 * (its `default`, then its `chainDefault` list) plus, when a provider is configured, the
 * project-scoped RPC proxy. Retries, timeouts and ranking are viem's defaults, which are the
 * spec's numbers (SPEC-NOTES).
 */
export function createRpcTransport(
  network: Network,
  options: CreateRpcTransportOptions = {},
): Transport {
  const config = options.batch ? { batch: options.batch } : {}
  const urls = [
    ...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]),
  ]
  if (options.blockchainApiUrl && options.projectId)
    urls.push(rpcProxyUrl(network, options.blockchainApiUrl, options.projectId))
  return fallback(urls.map((url) => http(url, config)))
}
