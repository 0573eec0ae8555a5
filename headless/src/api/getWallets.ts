import { assertParameters } from '../validation/parameters.js'
import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import {
  type RequestWalletsParameters,
  type RequestWalletsReturnType,
  requestWallets,
} from './requestWallets.js'

/** Query fields of `/getWallets` (SPEC §7); projectId, st and sv come from the client. */
export type GetWalletsParameters = RequestWalletsParameters

/** A page of directory wallets and the total count. */
export type GetWalletsReturnType = RequestWalletsReturnType

/**
 * One page of the wallet directory (SPEC §7). Failures are swallowed (SPEC §7 "Answers
 * handled"): an empty page.
 */
export async function getWallets(
  http: HttpClient,
  parameters: GetWalletsParameters,
): Promise<GetWalletsReturnType> {
  assertHttpClient(http)
  assertParameters(parameters, {})
  try {
    return await requestWallets(http, parameters)
  } catch {
    return { data: [], count: 0 }
  }
}
