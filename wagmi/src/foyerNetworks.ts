import { defineNetwork, type Network } from '@foyer/headless'
import type { Chain } from 'viem'
import { check, isObject } from './parameters.js'

export type FoyerNetworksParameters = {
  /**
   * JSON-RPC URLs per chain id, for chains whose wagmi transport is not the chain's default RPC
   * (wagmi's transports are functions Foyer cannot read). Foyer reads through them, in order.
   * @default each chain's `rpcUrls.default`
   */
  rpcUrls?: Readonly<Record<number, readonly string[]>>
}

export type FoyerNetworksReturnType = readonly [Network, ...Network[]]

/**
 * Foyer's `networks` option from a wagmi config's `chains`, in the same order (the first is
 * Foyer's default network, as it is wagmi's), so a host states its chains once:
 * `createFoyer({ networks: foyerNetworks(config.chains), … })`.
 */
export function foyerNetworks(
  chains: readonly [Chain, ...Chain[]],
  parameters: FoyerNetworksParameters = {},
): FoyerNetworksReturnType {
  check('chains', chains, 'a non-empty array of chains', Array.isArray(chains) && chains.length > 0)
  check('parameters', parameters, 'an object', isObject(parameters))
  const { rpcUrls = {} } = parameters
  check('parameters.rpcUrls', rpcUrls, 'an object of chain id → URLs', isObject(rpcUrls))
  return chains.map((chain) => {
    const urls = rpcUrls[chain.id]
    const withUrls = urls
      ? {
          ...chain,
          rpcUrls: { ...chain.rpcUrls, default: { ...chain.rpcUrls.default, http: urls } },
        }
      : chain
    return defineNetwork(withUrls as Chain)
  }) as unknown as FoyerNetworksReturnType
}
