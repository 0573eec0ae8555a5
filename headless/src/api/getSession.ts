import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { SiwxSessionList } from './types.js'

/**
 * The sessions stored for an account (SPEC §7 GET `/v1/sessions/{id}`, `id` its CAIP-10 id):
 * `{ pcis }`, a list that is empty when the answer has none. Throws on an HTTP failure.
 */
export async function getSession(
  api: BlockchainApi,
  parameters: { id: string },
): Promise<SiwxSessionList> {
  assertBlockchainApi(api)
  assertParameters(parameters, { id: is.string })
  const answer = await api.http.get<Partial<SiwxSessionList>>({
    path: apiPaths.session(parameters.id),
  })
  return { pcis: Array.isArray(answer?.pcis) ? answer.pcis : [] }
}
