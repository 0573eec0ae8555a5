import type { GetWalletsParameters } from '../api/getWallets.js'
import { WALLET_SEARCH_ENTRIES, WALLETS_PAGE_SIZE } from '../constants/index.js'

// The wallet directory's queries as All Wallets asks them: pages, search and the count badge.

/** Wallet search text is trimmed (SPEC §5). */
export function normalizeWalletSearch(text: string): string {
  return text.trim()
}

/** The All Wallets count badge (SPEC-NOTES): rounded down to tens with "+"; exact below 10. */
export function walletCountBadge(count: number): string {
  if (count < 10) return String(Math.max(0, Math.floor(count)))
  return `${Math.floor(count / 10) * 10}+`
}

/**
 * The query of an All Wallets page (SPEC §9, SPEC-NOTES): 40 entries, excluding the
 * recommended, excluded and featured wallets.
 */
export function walletPageParameters(parameters: {
  page: number
  recommendedIds: readonly string[]
  excludeWalletIds: readonly string[]
  featuredWalletIds: readonly string[]
  includeWalletIds?: readonly string[]
  chains?: readonly string[]
}): GetWalletsParameters {
  return {
    page: parameters.page,
    entries: WALLETS_PAGE_SIZE,
    include: parameters.includeWalletIds,
    exclude: [
      ...new Set([
        ...parameters.recommendedIds,
        ...parameters.excludeWalletIds,
        ...parameters.featuredWalletIds,
      ]),
    ],
    chains: parameters.chains,
  }
}

/** The query of a wallet search (SPEC §9): 100 entries, the trimmed text. */
export function walletSearchParameters(parameters: {
  search: string
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  chains?: readonly string[]
}): GetWalletsParameters {
  return {
    page: 1,
    entries: WALLET_SEARCH_ENTRIES,
    search: normalizeWalletSearch(parameters.search),
    include: parameters.includeWalletIds,
    exclude: parameters.excludeWalletIds,
    chains: parameters.chains,
  }
}
