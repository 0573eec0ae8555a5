import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'

/**
 * Revokes a sign-in session (SPEC §7 POST `/v1/sessions/{id}/revoke`, body pci, signature).
 * Throws on an HTTP failure.
 */
export async function revokeSession(
  api: BlockchainApi,
  parameters: { id: string; pci: string; signature: string },
): Promise<void> {
  assertBlockchainApi(api)
  assertParameters(parameters, { id: is.string, pci: is.string, signature: is.string })
  await api.http.post({
    path: apiPaths.revokeSession(parameters.id),
    // Changes server state: it revokes the session; sent again after the server acted, it
    // may answer that the session is already revoked and turn a success into a failure.
    idempotent: false,
    body: { pci: parameters.pci, signature: parameters.signature },
  })
}
