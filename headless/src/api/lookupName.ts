import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { NameRecord } from './types.js'

/**
 * Looks up a registered name (SPEC §7 `/v1/profile/account/{name}`, apiVersion 2);
 * `undefined` on an unsupported network. Throws on an HTTP failure (the caller shows `ResolveNameError`).
 */
export async function lookupName(
  api: BlockchainApi,
  parameters: { name: string; caipNetworkId: string },
): Promise<NameRecord | undefined> {
  assertBlockchainApi(api)
  assertParameters(parameters, { name: is.string, caipNetworkId: is.string })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return undefined
  return api.http.get<NameRecord>({
    path: apiPaths.nameLookup(parameters.name),
    query: { apiVersion: '2' },
  })
}
