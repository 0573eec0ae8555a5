import { RECENT_WALLETS_MAX } from '../constants/index.js'

/** A wallet of the recent-wallets list. */
export type RecentWallet = {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

/** Puts a wallet first in the recent list, without duplicates, kept to 2 (SPEC §3). */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((item) => item.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}
