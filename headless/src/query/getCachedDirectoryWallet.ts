import type { InfiniteData } from '@tanstack/query-core'
import type { RecentWallet } from '../rules/recentWallets.js'
import type { DirectoryWalletWithImage } from '../rules/walletDirectoryList.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { recentWalletsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { peekQueryClient } from '../store/queryClients.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import type { CustomWallet } from '../validation/walletOptions.js'
import type { RecommendedWallets } from './recommendedWalletsQueryOptions.js'
import type { WalletDirectoryPage } from './walletDirectoryQueryOptions.js'

/** Every wallet a directory answer holds, whatever its query's shape. */
function walletsOf(data: unknown): readonly DirectoryWalletWithImage[] {
  if (Array.isArray(data)) return data as DirectoryWalletWithImage[]
  if (data && typeof data === 'object' && 'pages' in data) {
    return (data as InfiniteData<WalletDirectoryPage>).pages.flatMap((page) => page.wallets)
  }
  if (data && typeof data === 'object' && 'wallets' in data) {
    return (data as RecommendedWallets).wallets
  }
  return []
}

/**
 * A wallet the lists showed, by id: a custom or recent wallet, or one from any directory
 * answer in the instance's query cache (featured, recommended, pages, search). The views that
 * open with `{ walletId }` (ConnectingWalletConnect) read the wallet's links and image here.
 */
export function getCachedDirectoryWallet(
  foyer: Foyer,
  walletId: string,
): DirectoryWalletWithImage | CustomWallet | RecentWallet | undefined {
  assertFoyer(foyer)
  assertParameter('walletId', walletId, is.string)
  const custom = foyer.options.customWallets.find((wallet) => wallet.id === walletId)
  if (custom) return custom
  for (const [, data] of peekQueryClient(foyer)?.getQueriesData({
    queryKey: ['foyer', 'walletDirectory'],
  }) ?? []) {
    const found = walletsOf(data).find((wallet) => wallet.id === walletId)
    if (found) return found
  }
  return foyer.store.get(recentWalletsAtom)?.find((wallet) => wallet.id === walletId)
}
