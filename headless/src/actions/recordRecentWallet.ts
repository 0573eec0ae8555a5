import { addRecentWallet, type RecentWallet } from '../rules/recentWallets.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { recentWalletsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { recentWalletsEntry } from '../store/storageKeys.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { getRecentWallets } from './getRecentWallets.js'

export type RecordRecentWalletParameters = {
  /** The wallet the visitor connected (a directory, custom or recent wallet). */
  wallet: {
    id: string
    name: string
    image_id?: string | undefined
    image_url?: string | undefined
    rdns?: string | null | undefined
    mobile_link?: string | null | undefined
    desktop_link?: string | null | undefined
    webapp_link?: string | null | undefined
  }
}

export type RecordRecentWalletReturnType = readonly RecentWallet[]

export type RecordRecentWalletErrorType = never

/**
 * Puts a wallet first among the recent wallets, without duplicates, kept to 2 (SPEC §3), in
 * the store and in storage. The WalletConnect flow calls it once a directory wallet connected.
 */
export function recordRecentWallet(
  foyer: Foyer,
  parameters: RecordRecentWalletParameters,
): RecordRecentWalletReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { wallet: is.shape({ id: is.string, name: is.string }) })
  const { id, name, image_id, image_url, rdns, mobile_link, desktop_link, webapp_link } =
    parameters.wallet
  const wallet: RecentWallet = {
    id,
    name,
    ...(image_id ? { image_id } : {}),
    ...(image_url ? { image_url } : {}),
    ...(rdns ? { rdns } : {}),
    ...(mobile_link ? { mobile_link } : {}),
    ...(desktop_link ? { desktop_link } : {}),
    ...(webapp_link ? { webapp_link } : {}),
  }
  const list = addRecentWallet(getRecentWallets(foyer), wallet)
  foyer.store.set(recentWalletsAtom, list)
  foyer.storage.set(recentWalletsEntry, list)
  return list
}
