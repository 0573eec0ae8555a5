import type { RecentWallet } from '../rules/recentWallets.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { recentWalletsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { recentWalletsEntry } from '../store/storageKeys.js'

export type GetRecentWalletsReturnType = readonly RecentWallet[]

export type GetRecentWalletsErrorType = never

/**
 * The recent wallets, newest first, kept to 2 (SPEC §3). The first call reads them from the
 * instance's storage (an invalid stored value reads as none) and keeps them in its store.
 */
export function getRecentWallets(foyer: Foyer): GetRecentWalletsReturnType {
  assertFoyer(foyer)
  const known = foyer.store.get(recentWalletsAtom)
  if (known) return known
  const stored = foyer.storage.get(recentWalletsEntry) ?? []
  foyer.store.set(recentWalletsAtom, stored)
  return stored
}
