import { useQuery } from '@tanstack/react-query'
import { featuredWalletsQueryOptions } from '../query/featuredWalletsQueryOptions.js'
import { recommendedWalletsQueryOptions } from '../query/recommendedWalletsQueryOptions.js'
import { type WalletDirectoryEntry, walletDirectoryEntry } from '../rules/walletDirectoryList.js'
import { featuresAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseWalletDirectoryEntryReturnType = WalletDirectoryEntry

/**
 * The Connect view's "All Wallets" entry: whether it shows (allWallets feature, a provider API,
 * WalletConnect enabled) and its count badge ("1000+"), from the directory's count.
 */
export function useWalletDirectoryEntry(): UseWalletDirectoryEntryReturnType {
  const foyer = useFoyer()
  const features = useFoyerValue(featuresAtom)
  const recommended = useQuery(recommendedWalletsQueryOptions(foyer), getQueryClient(foyer))
  const featured = useQuery(featuredWalletsQueryOptions(foyer), getQueryClient(foyer))
  return walletDirectoryEntry({
    allWallets: features.allWallets,
    apiUrl: foyer.options.services.apiUrl,
    enableWalletConnect: foyer.options.enableWalletConnect,
    count: recommended.data?.count,
    featuredCount: featured.data?.length ?? 0,
  })
}
