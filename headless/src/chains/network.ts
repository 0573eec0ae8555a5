import type { Chain } from 'viem'
import type { ChainNamespace } from './namespaces.js'

/** A CAIP-2 chain id, such as `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A network a host offers (SPEC §3). EVM networks are viem `Chain`s (from `viem/chains`, or a
 * custom one made with viem's `defineChain`) with their CAIP-2 id and namespace added.
 */
export type Network = Chain & {
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** Optional image for the network's icon. */
  assets?: { imageId?: string; imageUrl?: string }
}

/** Makes a Foyer {@link Network} from a viem chain (namespace `eip155` unless given). */
export function defineNetwork<const chain extends Chain>(
  chain: chain,
  options: { chainNamespace?: ChainNamespace; assets?: Network['assets'] } = {},
): chain & Network {
  const chainNamespace = options.chainNamespace ?? 'eip155'
  return {
    ...chain,
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${chain.id}`,
    ...(options.assets ? { assets: options.assets } : {}),
  }
}

/** True when `value` already carries the Foyer network fields. */
export function isNetwork(value: Chain | Network): value is Network {
  return 'caipNetworkId' in value && 'chainNamespace' in value
}

/** Accepts a viem chain or a Foyer network and returns a Foyer network. */
export function toNetwork(value: Chain | Network): Network {
  return isNetwork(value) ? value : defineNetwork(value)
}
