import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { SiwxSessionRecord } from './types.js'

/** A stored sign-in session (SPEC §7 GET `/v1/sessions/{id}`). Throws on an HTTP failure. */
export async function getSession(
  api: BlockchainApi,
  parameters: { id: string },
): Promise<SiwxSessionRecord> {
  return api.http.get<SiwxSessionRecord>({ path: apiPaths.session(parameters.id) })
}
