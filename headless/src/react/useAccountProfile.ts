import { useQuery } from '@tanstack/react-query'
import { setAccountTab } from '../actions/setAccountTab.js'
import { addressExplorerUrl } from '../chains/addressExplorerUrl.js'
import { identityQueryOptions } from '../query/identityQueryOptions.js'
import { swapTokensQueryOptions } from '../query/swapTokensQueryOptions.js'
import {
  type AccountTab,
  enabledWalletFeatures,
  openAccountTab,
  visibleAccountTabs,
} from '../rules/accountView.js'
import {
  accountNetworkAtom,
  accountTabAtom,
  activeAccountAtom,
  connectorsAtom,
  featuresAtom,
} from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import type { WalletFeature } from '../validation/featureOptions.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/** What {@link useAccountProfile} returns. */
export type UseAccountProfileReturnType = {
  /** The name the blockchain API knows for the address (`/v1/identity`), else null. */
  profileName: string | null
  /** The avatar URL the blockchain API knows for the address, else null. */
  profileImage: string | null
  /** The address's page on the network's block explorer. */
  addressExplorerUrl: string | undefined
  /**
   * A name can be registered for this account (SPEC §5): connected through the auth connector
   * (the embedded wallet) on an eip155 network.
   */
  canRegisterName: boolean
  /** The connected wallet's name and icon. */
  connectedWalletInfo: { name: string; icon: string | undefined } | undefined
  /** The account view's tabs in order: Tokens, NFTs, and Activity when that feature is on. */
  tabs: AccountTab[]
  /**
   * The account view's open tab (kept in the instance, so it survives navigation); the first of
   * `tabs` when the kept one is not shown.
   */
  currentTab: AccountTab
  /**
   * The wallet features that are on (send, receive, swaps, onramp), in the host's order; swaps
   * only once the network is known to offer them.
   */
  walletFeatures: WalletFeature[]
  setCurrentTab(tab: AccountTab): void
}

/**
 * The account view's header data (SPEC §3 account state): profile name and image from the
 * identity API (5 min cache), the explorer URL, the connected wallet, the tabs and the open one,
 * and the wallet features that are on.
 */
export function useAccountProfile(): UseAccountProfileReturnType {
  const foyer = useFoyer()
  const account = useFoyerValue(activeAccountAtom)
  const network = useFoyerValue(accountNetworkAtom)
  const keptTab = useFoyerValue(accountTabAtom)
  const features = useFoyerValue(featuresAtom)
  const tabs = visibleAccountTabs(features)
  const identity = useQuery(
    identityQueryOptions(foyer, {
      caipNetworkId: network?.caipNetworkId,
      address: account.address,
    }),
    getQueryClient(foyer),
  )
  // Whether the network offers swaps, asked only while the swaps feature is on.
  const swapTokens = swapTokensQueryOptions(foyer, { caipNetworkId: network?.caipNetworkId })
  const swapNetwork = useQuery(
    { ...swapTokens, enabled: swapTokens.enabled && features.swaps },
    getQueryClient(foyer),
  )
  const connector = useFoyerValue(connectorsAtom).find((item) => item.id === account.connectorId)
  return {
    profileName: identity.data?.name ?? null,
    profileImage: identity.data?.avatar ?? null,
    addressExplorerUrl: addressExplorerUrl(network, account.address),
    canRegisterName:
      account.status === 'connected' &&
      connector?.type === 'AUTH' &&
      network?.chainNamespace === 'eip155',
    connectedWalletInfo: connector ? { name: connector.name, icon: connector.imageUrl } : undefined,
    tabs,
    currentTab: openAccountTab(keptTab, tabs),
    walletFeatures: enabledWalletFeatures(features, {
      swapsSupported: swapNetwork.data?.isSupported,
    }),
    setCurrentTab: (tab) => setAccountTab(foyer, { tab }),
  }
}
