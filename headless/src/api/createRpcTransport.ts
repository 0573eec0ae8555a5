import { fallback, type HttpTransportConfig, http, type Transport } from 'viem'
import type { Network } from '../chains/network.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'
import { rpcUrlsFor } from './rpcProxyUrl.js'

/** Options of {@link createRpcTransport}. */
export type CreateRpcTransportOptions = {
  /** The blockchain API, whose project-scoped RPC proxy is added when given with a project id. */
  blockchainApiUrl?: string | undefined
  projectId?: string | undefined
  /** JSON-RPC batching (viem's, batch size 1000 by default). @default false */
  batch?: HttpTransportConfig['batch']
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
  assertParameter('network', network, is.chain)
  assertParameters(
    options,
    { blockchainApiUrl: is.optional(is.url), projectId: is.optional(is.string) },
    { optional: true, name: 'options' },
  )
  const config = options.batch ? { batch: options.batch } : {}
  return fallback(rpcUrlsFor(network, options).map((url) => http(url, config)))
}
