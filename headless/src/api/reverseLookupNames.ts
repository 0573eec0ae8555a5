import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { NameRecord } from './types.js'

/**
 * The names registered to an address (SPEC §7 `/v1/profile/reverse/{address}`, sender,
 * apiVersion 2); none on an unsupported network. Throws on an HTTP failure.
 */
export async function reverseLookupNames(
  api: BlockchainApi,
  parameters: { address: string; caipNetworkId: string; sender?: string | undefined },
): Promise<NameRecord[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    address: is.string,
    caipNetworkId: is.string,
    sender: is.optional(is.string),
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return []
  const answer = await api.http.get<NameRecord[]>({
    path: apiPaths.nameReverse(parameters.address),
    query: { sender: parameters.sender, apiVersion: '2' },
  })
  return Array.isArray(answer) ? answer : []
}
