import type { DirectoryWallet } from '../api/types.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector } from '../connectors/createConnector.js'
import type { AccountState } from '../machines/connection.js'
import type { CustomWallet } from '../validation/walletOptions.js'
import { isWalletConnectListed, sortInjectedConnectors } from './mergeConnectors.js'
import type { RecentWallet } from './recentWallets.js'
import { walletCountBadge } from './walletDirectoryQueries.js'
import {
  type FilterDirectoryWalletsParameters,
  filterDirectoryWallets,
  isExcludedWallet,
  orderFeaturedWallets,
} from './walletList.js'

// The All Wallets list and the Connect view's entry to it, as pure functions of what the
// directory answered and what the visitor has installed (SPEC §2, §9, SPEC-NOTES).

/** A directory wallet with the URL its image loads from (the provider API's image path). */
export type DirectoryWalletWithImage = DirectoryWallet & { image_url?: string | undefined }

/** Where an entry of the All Wallets list comes from; the list runs in this order. */
export type WalletEntrySource = 'recent' | 'featured' | 'custom' | 'recommended' | 'directory'

/**
 * One entry of the All Wallets list: an installed connector (connect it directly), or a wallet
 * reached through WalletConnect (recent, featured, custom, recommended or from the directory).
 */
export type WalletListEntry =
  | {
      type: 'connector'
      id: string
      name: string
      imageUrl: string | undefined
      connector: Connector
    }
  | {
      type: 'wallet'
      source: WalletEntrySource
      id: string
      name: string
      imageUrl: string | undefined
      wallet: DirectoryWalletWithImage | CustomWallet | RecentWallet
    }

/** What {@link assembleAllWallets} assembles. */
export type AssembleAllWalletsParameters = {
  /** Every connector, already merged. */
  connectors: readonly Connector[]
  recent: readonly RecentWallet[]
  /** Directory wallets fetched for `featuredWalletIds`. */
  featured: readonly DirectoryWalletWithImage[]
  /** Directory wallets fetched as recommended (listed apart from the pages). */
  recommended: readonly DirectoryWalletWithImage[]
  /** The directory's pages so far, or the search results while searching. */
  directory: readonly DirectoryWalletWithImage[]
  featuredWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  /** The trimmed search text; empty when not searching. */
  search: string
  isMobile: boolean
  activeNamespace?: ChainNamespace | undefined
}

const wallet = (
  source: WalletEntrySource,
  item: DirectoryWalletWithImage | CustomWallet | RecentWallet,
): WalletListEntry => ({
  type: 'wallet',
  source,
  id: item.id,
  name: item.name,
  imageUrl: typeof item.image_url === 'string' ? item.image_url : undefined,
  wallet: item,
})

/** The installed connectors a wallet list shows: the injected block, excluded ones dropped. */
export function installedConnectors(
  connectors: readonly Connector[],
  excludeWalletIds: readonly string[],
): Connector[] {
  return sortInjectedConnectors(connectors).filter(
    (connector) =>
      !isExcludedWallet({ ...connector, rdns: connector.info?.rdns }, excludeWalletIds),
  )
}

/**
 * The All Wallets list (SPEC §9, SPEC-NOTES): installed connectors first, then recent,
 * featured (in the host's order), custom and recommended wallets, then the directory's pages.
 * Excluded wallets never appear (id, rdns, or name case-insensitively); directory wallets that
 * duplicate an installed connector (rdns, explorer id) or a recent wallet are dropped; on
 * mobile only wallets with a mobile link are kept (plus Coinbase, plus Phantom on Solana); an
 * id appears once. While searching, the local entries whose name contains the text come first,
 * then the directory's search results.
 */
export function assembleAllWallets(parameters: AssembleAllWalletsParameters): WalletListEntry[] {
  const { excludeWalletIds } = parameters
  const installed = installedConnectors(parameters.connectors, excludeWalletIds)
  const installedRdns = new Set(installed.map((connector) => connector.info?.rdns))
  const recent = parameters.recent.filter(
    (item) =>
      !isExcludedWallet(item, excludeWalletIds) && !(item.rdns && installedRdns.has(item.rdns)),
  )
  const filter: FilterDirectoryWalletsParameters = {
    installed,
    recent,
    excludeWalletIds,
    isMobile: parameters.isMobile,
    activeNamespace: parameters.activeNamespace,
  }
  const search = parameters.search.toLowerCase()
  const local: WalletListEntry[] = [
    ...installed.map(
      (connector): WalletListEntry => ({
        type: 'connector',
        id: connector.id,
        name: connector.name,
        imageUrl: connector.imageUrl,
        connector,
      }),
    ),
    ...recent.map((item) => wallet('recent', item)),
    ...orderFeaturedWallets(parameters.featured, parameters.featuredWalletIds, filter).map((item) =>
      wallet('featured', item),
    ),
    ...parameters.customWallets
      .filter((item) => !isExcludedWallet(item, excludeWalletIds))
      .map((item) => wallet('custom', item)),
    ...(search
      ? []
      : filterDirectoryWallets(parameters.recommended, filter).map((item) =>
          wallet('recommended', item),
        )),
  ].filter((entry) => !search || entry.name.toLowerCase().includes(search))
  const entries = [
    ...local,
    ...filterDirectoryWallets(parameters.directory, filter).map((item) =>
      wallet('directory', item),
    ),
  ]
  const seen = new Set<string>()
  return entries.filter((entry) => {
    const key = `${entry.type}:${entry.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The connector type each connected namespace uses (for {@link isWalletConnectListed}). */
export function connectedConnectorTypes(
  accounts: Partial<Record<ChainNamespace, AccountState>>,
  connectors: readonly Pick<Connector, 'id' | 'type'>[],
): Partial<Record<ChainNamespace, Connector['type']>> {
  const types: Partial<Record<ChainNamespace, Connector['type']>> = {}
  for (const [namespace, account] of Object.entries(accounts) as [ChainNamespace, AccountState][]) {
    if (account.status !== 'connected') continue
    const type = connectors.find((connector) => connector.id === account.connectorId)?.type
    if (type) types[namespace] = type
  }
  return types
}

/**
 * Whether the Connect view lists the WalletConnect entry (SPEC-NOTES): a WalletConnect
 * connector is among the connectors, WalletConnect is enabled, and no namespace is already
 * connected through it.
 */
export function showsWalletConnectEntry(parameters: {
  connectors: readonly Pick<Connector, 'id' | 'type'>[]
  accounts: Partial<Record<ChainNamespace, AccountState>>
  enableWalletConnect: boolean
}): boolean {
  return (
    parameters.connectors.some((connector) => connector.type === 'WALLET_CONNECT') &&
    isWalletConnectListed({
      enableWalletConnect: parameters.enableWalletConnect,
      connectedTypes: connectedConnectorTypes(parameters.accounts, parameters.connectors),
    })
  )
}

/** The Connect view's "All Wallets" entry. */
export type WalletDirectoryEntry = {
  /** Whether the entry is shown. */
  visible: boolean
  /** The count badge, rounded down to tens with "+" (e.g. "1000+"); undefined until known. */
  badge: string | undefined
}

/**
 * The Connect view's "All Wallets" entry (SPEC §2, SPEC-NOTES): shown when the allWallets
 * feature is on, a provider API is configured (the directory lives there) and WalletConnect is
 * enabled (a directory wallet connects through it). Its badge counts the directory's wallets
 * plus the featured ones, rounded down to tens with "+"; none until the count is known.
 */
export function walletDirectoryEntry(parameters: {
  allWallets: boolean
  apiUrl: string | undefined
  enableWalletConnect: boolean
  /** The directory's count (without the excluded and featured wallets). */
  count: number | undefined
  featuredCount: number
}): WalletDirectoryEntry {
  const visible =
    parameters.allWallets && Boolean(parameters.apiUrl) && parameters.enableWalletConnect
  const known = visible && parameters.count !== undefined && parameters.count > 0
  return {
    visible,
    badge: known ? walletCountBadge((parameters.count ?? 0) + parameters.featuredCount) : undefined,
  }
}

/** The All Wallets list's status. */
export type WalletListStatus = 'loading' | 'error' | 'success'

/**
 * The All Wallets list's status from its directory query's: loading while pending (also while
 * it waits for the recommended wallets); 'success' with no provider API, where nothing is
 * fetched and the list holds the installed and custom wallets alone.
 */
export function walletListStatus(
  configured: boolean,
  queryStatus: 'pending' | 'error' | 'success',
): WalletListStatus {
  if (!configured) return 'success'
  return queryStatus === 'pending' ? 'loading' : queryStatus
}
