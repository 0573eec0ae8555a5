import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { selectConnectListItem } from '../actions/selectConnectListItem.js'
import { featuredWalletsQueryOptions } from '../query/featuredWalletsQueryOptions.js'
import { recommendedWalletsQueryOptions } from '../query/recommendedWalletsQueryOptions.js'
import { type ConnectListGroup, groupConnectList } from '../rules/connectListGroups.js'
import { showsWalletConnectEntry } from '../rules/walletDirectoryList.js'
import { assembleConnectWalletList, type ConnectListItem } from '../rules/walletList.js'
import { accountsAtom, activeNamespaceAtom, featuresAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { listedConnectorsAtom } from '../store/listedConnectorsAtom.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useRecentWallets } from './useRecentWallets.js'
import { useSignalIntent } from './useSignalIntent.js'

export type UseConnectWalletsReturnType = {
  /**
   * The Connect view's wallet list in the connector order (SPEC §9 `connectorTypeOrder`):
   * WalletConnect, recent, installed, featured, custom, external, recommended.
   */
  items: readonly ConnectListItem[]
  /** The same list in labelled runs: "Wallets", "Installed wallets", "More wallets". */
  groups: readonly ConnectListGroup[]
  /** Whether an installed browser wallet is listed (else "No browser wallet found"). */
  hasInstalledWallet: boolean
  /**
   * What a click on an entry does (`selectConnectListItem`): WalletConnect's QR code, an
   * installed or host wallet connecting, or a directory wallet's ConnectingWalletConnect. The
   * outcome is in the flows' states, never thrown.
   */
  select(item: ConnectListItem): void
}

/**
 * The Connect view's wallets by the rules of SPEC §2, §9 and SPEC-NOTES: the WalletConnect
 * entry while a WalletConnect connector is there and no namespace is connected through it;
 * featured and recommended wallets from the directory (only with a provider API); installed
 * wallets as announced.
 */
export function useConnectWallets(): UseConnectWalletsReturnType {
  useSignalIntent()
  const foyer = useFoyer()
  const { options } = foyer
  const connectors = useFoyerValue(listedConnectorsAtom)
  const accounts = useFoyerValue(accountsAtom)
  const activeNamespace = useFoyerValue(activeNamespaceAtom)
  const features = useFoyerValue(featuresAtom)
  const recent = useRecentWallets()
  const featured = useQuery(featuredWalletsQueryOptions(foyer), getQueryClient(foyer)).data
  const recommended = useQuery(recommendedWalletsQueryOptions(foyer), getQueryClient(foyer)).data
  const items = useMemo(
    () =>
      assembleConnectWalletList({
        connectors,
        recent,
        featured: featured ?? [],
        recommended: recommended?.wallets ?? [],
        featuredWalletIds: options.featuredWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        customWallets: options.customWallets,
        connectorTypeOrder: features.connectorTypeOrder,
        walletConnect: showsWalletConnectEntry({
          connectors,
          accounts,
          enableWalletConnect: options.enableWalletConnect,
        }),
        isMobile: options.isMobile(),
        activeNamespace,
      }),
    [connectors, accounts, activeNamespace, features, recent, featured, recommended, options],
  )
  const groups = useMemo(() => groupConnectList(items), [items])
  const select = useCallback(
    (item: ConnectListItem) => void selectConnectListItem(foyer, { item }).catch(() => {}),
    [foyer],
  )
  return {
    items,
    groups,
    hasInstalledWallet: groups.some((group) => group.installed),
    select,
  }
}
