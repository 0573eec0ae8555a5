import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { type ChainNamespace, isChainNamespace } from './namespaces.js'
import type { CaipNetworkId } from './network.js'

/** The parts of a CAIP-2 chain id. */
export type ParsedCaipNetworkId = { chainNamespace: ChainNamespace; reference: string }

/**
 * Parses a CAIP-2 chain id (`namespace:reference`, e.g. `eip155:1`): exactly 2 non-empty parts
 * and a namespace Foyer knows. Returns `undefined` for anything else.
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  const [chainNamespace, reference] = parts
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !reference) return undefined
  return { chainNamespace, reference }
}

/** True for a valid CAIP-2 chain id of a known namespace. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return parseCaipNetworkId(value) !== undefined
}

/** Joins a namespace and a chain reference into a CAIP-2 chain id. */
export function formatCaipNetworkId(
  chainNamespace: ChainNamespace,
  reference: string | number,
): CaipNetworkId {
  assertParameter('chainNamespace', chainNamespace, is.string)
  assertParameter('reference', reference, is.anyOf(is.string, is.anyNumber))
  return `${chainNamespace}:${reference}`
}
