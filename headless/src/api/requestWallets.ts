import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'
import type { WalletPage } from './types.js'

/** Query fields of `/getWallets` (SPEC §7); projectId, st and sv come from the client. */
export type RequestWalletsParameters = {
  page: number
  entries: number
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Not these wallet ids. */
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: string | undefined
  /** CAIP-2 ids the wallets must support. */
  chains?: readonly string[] | undefined
}

/** A page of directory wallets and the total count. */
export type RequestWalletsReturnType = WalletPage

/** The HTTP client's leaf errors (`HttpStatusError`, `ApiRequestFailedError`). */
export type RequestWalletsErrorType = Error

/**
 * One page of the wallet directory (SPEC §7), throwing the HTTP client's error when the
 * directory cannot be read (after the client's retry policy). The All Wallets list uses it so
 * that it can tell "failed, try again" from "no wallets"; `getWallets` is the swallowing
 * form SPEC §7 "Answers handled" describes. Odd answers read as an empty page.
 */
export async function requestWallets(
  http: HttpClient,
  parameters: RequestWalletsParameters,
): Promise<RequestWalletsReturnType> {
  assertHttpClient(http)
  assertParameters(parameters, {
    page: is.nonNegativeInteger,
    entries: is.nonNegativeInteger,
    include: is.optional(is.array),
    exclude: is.optional(is.array),
    search: is.optional(is.string),
    badge_type: is.optional(is.string),
    chains: is.optional(is.array),
  })
  const page = await http.get<Partial<WalletPage> | null>({
    path: apiPaths.wallets,
    query: {
      page: parameters.page,
      entries: parameters.entries,
      include: parameters.include?.length ? parameters.include : undefined,
      exclude: parameters.exclude?.length ? parameters.exclude : undefined,
      search: parameters.search,
      badge_type: parameters.badge_type,
      chains: parameters.chains?.length ? parameters.chains : undefined,
    },
  })
  return {
    data: Array.isArray(page?.data) ? page.data : [],
    count: typeof page?.count === 'number' ? page.count : 0,
  }
}
