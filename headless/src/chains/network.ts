import type { Chain } from 'viem'
import {
  assertParameter,
  assertParameters,
  baseParameterRules as is,
} from '../errors/parameters.js'
import { type ChainNamespace, namespaceRule } from './namespaces.js'

/** A CAIP-2 chain id, such as `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A network a host offers (SPEC §3): id, CAIP-2 id, namespace, name, native currency, RPC URLs
 * (`default` and `chainDefault` http lists), block explorers, testnet flag and assets. EVM
 * networks are viem `Chain`s (from `viem/chains`, or a custom one made with viem's
 * `defineChain`) with the Foyer fields added.
 */
export type Network = Chain & {
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** Optional image for the network's icon. */
  assets?: { imageId?: string; imageUrl?: string }
}

/** Options of {@link defineNetwork}. */
export type DefineNetworkOptions = {
  /** @default 'eip155' */
  chainNamespace?: ChainNamespace
  /** Optional image for the network's icon. */
  assets?: Network['assets']
  /**
   * The CAIP-2 reference when it is not the numeric id (e.g. a Solana genesis hash prefix).
   * @default String(chain.id)
   */
  reference?: string
}

/**
 * Makes a Foyer {@link Network} from a viem chain (namespace `eip155` unless given). The
 * chain's own RPC URLs are kept as `rpcUrls.chainDefault`, so they survive a host overriding
 * `rpcUrls.default`.
 */
export function defineNetwork<const chain extends Chain>(
  chain: chain,
  options: DefineNetworkOptions = {},
): chain & Network {
  assertParameter('chain', chain, is.chain)
  assertParameters(
    options,
    { chainNamespace: is.optional(namespaceRule), reference: is.optional(is.string) },
    { name: 'options' },
  )
  const chainNamespace = options.chainNamespace ?? 'eip155'
  return {
    ...chain,
    rpcUrls: { chainDefault: chain.rpcUrls.default, ...chain.rpcUrls },
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${options.reference ?? chain.id}`,
    ...(options.assets ? { assets: options.assets } : {}),
  }
}

/** True when `value` already carries the Foyer network fields (false for a non-object). */
export function isNetwork(value: Chain | Network): value is Network {
  return is.object.test(value) && 'caipNetworkId' in value && 'chainNamespace' in value
}

/** Accepts a viem chain or a Foyer network and returns a Foyer network. */
export function toNetwork(value: Chain | Network): Network {
  assertParameter('value', value, is.chain)
  return isNetwork(value) ? value : defineNetwork(value)
}

/** The network part of one namespace's state (SPEC §3 "Per-chain state"). */
export type NetworkState = {
  /** The active network of the namespace. */
  caipNetwork: Network | undefined
  /** The networks the host offers on this namespace. */
  requestedCaipNetworks: readonly Network[]
  /** Networks the connected wallet approved (WalletConnect sessions). */
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** The wallet accepts any network (e.g. an injected wallet that can add chains). */
  supportsAllNetworks: boolean
  /** Networks on which the embedded wallet offers smart accounts. */
  smartAccountEnabledNetworks: readonly number[]
}
