import { useEffect } from 'react'
import { getRecentWallets } from '../actions/getRecentWallets.js'
import type { RecentWallet } from '../rules/recentWallets.js'
import { recentWalletsAtom } from '../store/atoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

const none: readonly RecentWallet[] = []

/**
 * The recent wallets, newest first, kept to 2 (SPEC §3). Read from storage after mount, so
 * a server render and the first client render agree (both show none).
 */
export function useRecentWallets(): readonly RecentWallet[] {
  const foyer = useFoyer()
  useEffect(() => void getRecentWallets(foyer), [foyer])
  return useFoyerValue(recentWalletsAtom) ?? none
}
