import { InvalidCaipAddressError } from '../errors/chain.js'
import { describeValue } from '../errors/inspect.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { type ChainNamespace, isChainNamespace } from './namespaces.js'
import type { CaipNetworkId } from './network.js'

/** A CAIP-10 account id, such as `eip155:1:0xab…`. */
export type CaipAddress = `${CaipNetworkId}:${string}`

/** The parts of a CAIP-10 account id. */
export type ParsedCaipAddress = {
  chainNamespace: ChainNamespace
  /** The chain reference, e.g. `1` for Ethereum. */
  chainId: string
  caipNetworkId: CaipNetworkId
  address: string
}

/** Joins a CAIP-2 network id and an address into a CAIP-10 account id. */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  assertParameter('caipNetworkId', caipNetworkId, is.string)
  assertParameter('address', address, is.string)
  return `${caipNetworkId}:${address}`
}

/**
 * Parses a CAIP-10 account id (SPEC §5): exactly 3 non-empty parts with a known namespace.
 * Returns `undefined` for anything else; {@link assertCaipAddress} throws instead.
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !isChainNamespace(chainNamespace) || !chainId || !address)
    return undefined
  return { chainNamespace, chainId, caipNetworkId: `${chainNamespace}:${chainId}`, address }
}

/** True for a valid CAIP-10 account id (SPEC §5). */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return parseCaipAddress(value) !== undefined
}

/**
 * Parses a CAIP-10 account id, throwing {@link InvalidCaipAddressError}
 * when it does not have exactly 3 non-empty parts with a known namespace.
 */
export function assertCaipAddress(value: unknown): ParsedCaipAddress {
  const parsed = parseCaipAddress(value)
  if (!parsed) {
    throw new InvalidCaipAddressError({
      metaMessages: [
        'Rule: namespace:chainId:address, 3 non-empty parts, namespace one of eip155, solana, polkadot, bip122, cosmos',
        `Provided: ${describeValue(value)}`,
      ],
    })
  }
  return parsed
}
