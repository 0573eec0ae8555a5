import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'
import type { WalletPage } from './types.js'

/** Query fields of `/getWallets` (SPEC §7); projectId, st and sv come from the client. */
export type GetWalletsParameters = {
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
export type GetWalletsReturnType = WalletPage

/**
 * One page of the wallet directory (SPEC §7). Failures are swallowed (SPEC §7 "Answers
 * handled"): an empty page.
 */
export async function getWallets(
  http: HttpClient,
  parameters: GetWalletsParameters,
): Promise<GetWalletsReturnType> {
  try {
    const page = await http.get<Partial<WalletPage>>({
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
  } catch {
    return { data: [], count: 0 }
  }
}
