import { ensCoinType } from '../chains/ensCoinType.js'
import { UnsupportedChainError } from '../errors/chain.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { NameRecord } from './types.js'

/**
 * The message a visitor signs to register a name (SPEC §7, SPEC-NOTES): the JSON of the name,
 * empty attributes and a timestamp in seconds.
 */
export function nameRegistrationMessage(name: string, now: number = Date.now()): string {
  assertParameter('name', name, is.string)
  assertParameter('now', now, is.number)
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
}

/** Parameters of {@link registerName}. */
export type RegisterNameParameters = {
  caipNetworkId: string
  /** The EVM chain id the ENS coin type is made from (below 2^31). */
  chainId: number
  address: string
  /** The signed {@link nameRegistrationMessage}. */
  message: string
  signature: string
}

/**
 * Registers a name (SPEC §7 POST `/v1/profile/account`, body coin_type, address, message,
 * signature). Throws {@link UnsupportedChainError} on an unsupported network and the HTTP
 * error on failure (the caller shows 'Error registering name {name}').
 */
export async function registerName(
  api: BlockchainApi,
  parameters: RegisterNameParameters,
): Promise<NameRecord> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    caipNetworkId: is.string,
    chainId: is.number,
    address: is.string,
    message: is.string,
    signature: is.string,
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) throw new UnsupportedChainError()
  return api.http.post<NameRecord>({
    path: apiPaths.nameRegister,
    // Changes server state: it creates the name record, so a blind retry after a lost answer
    // could find the name already taken (by this very request) and report a failure.
    idempotent: false,
    body: {
      coin_type: ensCoinType(parameters.chainId),
      address: parameters.address,
      message: parameters.message,
      signature: parameters.signature,
    },
  })
}
