import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { Identity } from './types.js'

/** Parameters of {@link getIdentity}. */
export type GetIdentityParameters = {
  address: string
  /** The active network (CAIP-2); checked against the supported chains. */
  caipNetworkId: string
  /** The connected address asking, if any. */
  sender?: string | undefined
}

/**
 * The name and avatar of an address (SPEC §7 `/v1/identity/{address}`). On an unsupported
 * network: no name, no avatar. Throws on an HTTP failure.
 */
export async function getIdentity(
  api: BlockchainApi,
  parameters: GetIdentityParameters,
): Promise<Identity> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    address: is.string,
    caipNetworkId: is.string,
    sender: is.optional(is.string),
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return { name: null, avatar: null }
  const answer = await api.http.get<Partial<Identity>>({
    path: apiPaths.identity(parameters.address),
    query: { sender: parameters.sender },
  })
  return { name: answer?.name ?? null, avatar: answer?.avatar ?? null }
}
