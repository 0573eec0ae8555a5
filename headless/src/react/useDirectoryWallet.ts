import { getCachedDirectoryWallet } from '../query/getCachedDirectoryWallet.js'
import type { RecentWallet } from '../rules/recentWallets.js'
import type { DirectoryWalletWithImage } from '../rules/walletDirectoryList.js'
import type { CustomWallet } from '../validation/walletOptions.js'
import { useFoyer } from './foyerContext.js'

export type UseDirectoryWalletReturnType = {
  /** The wallet, with its links; undefined when no list showed it (or no id). */
  wallet: DirectoryWalletWithImage | CustomWallet | RecentWallet | undefined
  /** Its image, when it has one. */
  imageUrl: string | undefined
}

/**
 * A wallet the lists showed, by id (a view opened with `{ walletId }`, e.g.
 * ConnectingWalletConnect): a custom or recent wallet, or one from any directory answer the
 * instance holds (`getCachedDirectoryWallet`).
 */
export function useDirectoryWallet(walletId: string | undefined): UseDirectoryWalletReturnType {
  const foyer = useFoyer()
  // Read at each render: a list that loads later may hold it.
  const wallet = walletId ? getCachedDirectoryWallet(foyer, walletId) : undefined
  const image = wallet?.image_url
  return { wallet, imageUrl: typeof image === 'string' ? image : undefined }
}
