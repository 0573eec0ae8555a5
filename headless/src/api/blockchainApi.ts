import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { createSupportedChainsGate, type SupportedChainsGate } from './createSupportedChainsGate.js'

/** What every blockchain API call needs: the client, the supported-chains gate, the project. */
export type BlockchainApi = {
  http: HttpClient
  gate: SupportedChainsGate
  projectId: string
}

/** Makes the {@link BlockchainApi} of one instance from its HTTP client. */
export function createBlockchainApi(http: HttpClient, projectId: string): BlockchainApi {
  assertHttpClient(http)
  assertParameter('projectId', projectId, is.string)
  return { http, gate: createSupportedChainsGate(http), projectId }
}
