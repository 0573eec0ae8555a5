import { ENS_MAX_CHAIN_ID_EXCLUSIVE } from '../constants/index.js'
import { EnsChainIdTooLargeError } from '../errors/chain.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'

/**
 * The ENS coin type of an EVM chain id, as name registration sends it (SPEC-NOTES):
 * `(0x80000000 | chainId) >>> 0`. The chain id must be below 2^31 (SPEC §5), else
 * {@link EnsChainIdTooLargeError}. (viem's `toCoinType` special-cases mainnet as 60; the
 * registration API takes the plain formula, so Foyer keeps its own.)
 */
export function ensCoinType(chainId: number): number {
  assertParameter('chainId', chainId, is.anyNumber)
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= ENS_MAX_CHAIN_ID_EXCLUSIVE) {
    throw new EnsChainIdTooLargeError(chainId)
  }
  return (0x80000000 | chainId) >>> 0
}
