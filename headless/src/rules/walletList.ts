import type { DirectoryWallet } from '../api/types.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector } from '../connectors/createConnector.js'
import { DEFAULT_CONNECTOR_TYPE_ORDER, RECOMMENDED_WALLETS_BASE } from '../constants/index.js'
import type { ConnectorSection } from '../validation/featureOptions.js'
import type { CustomWallet } from '../validation/walletOptions.js'
// Discovery needs only this rule before the modal opens, so it has a module of its own.
import { isExcludedWallet } from './excludedWallet.js'
import { sortInjectedConnectors } from './mergeConnectors.js'
import type { RecentWallet } from './recentWallets.js'

export { isExcludedWallet }

/** The directory id of Coinbase Wallet, kept on mobile without a mobile link (SPEC-NOTES). */
export const COINBASE_WALLET_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
/** The directory id of Phantom, kept on mobile on Solana (SPEC-NOTES). */
export const PHANTOM_WALLET_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'

/** The name of the generic injected connector, which does not count as an installed wallet. */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

/**
 * How many recommended wallets the Connect view shows (SPEC-NOTES): none when featured or
 * custom wallets are configured; otherwise max(0, 2 − (installed wallets other than
 * "Browser Wallet" + recent wallets)).
 */
export function recommendedWalletCount(parameters: {
  featuredWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  installed: readonly Pick<Connector, 'name'>[]
  recentCount: number
}): number {
  if (parameters.featuredWalletIds.length || parameters.customWallets.length) return 0
  const installed = parameters.installed.filter(
    (connector) => connector.name !== BROWSER_WALLET_NAME,
  ).length
  return Math.max(0, RECOMMENDED_WALLETS_BASE - (installed + parameters.recentCount))
}

/**
 * Whether a directory wallet is listed on mobile (SPEC-NOTES): it has a mobile link, or it is
 * Coinbase Wallet, or Phantom while on Solana.
 */
export function isListedOnMobile(
  wallet: Pick<DirectoryWallet, 'id' | 'mobile_link'>,
  activeNamespace: ChainNamespace | undefined,
): boolean {
  if (wallet.mobile_link) return true
  if (wallet.id === COINBASE_WALLET_ID) return true
  return wallet.id === PHANTOM_WALLET_ID && activeNamespace === 'solana'
}

/** What {@link filterDirectoryWallets} filters against. */
export type FilterDirectoryWalletsParameters = {
  /** Connectors already shown as installed. */
  installed: readonly Pick<Connector, 'explorerId' | 'info' | 'id'>[]
  recent: readonly Pick<RecentWallet, 'id'>[]
  excludeWalletIds: readonly string[]
  isMobile: boolean
  activeNamespace?: ChainNamespace | undefined
}

/**
 * Drops directory wallets the list must not show (SPEC-NOTES): those that duplicate an
 * installed connector (by rdns or explorer id) or a recent wallet, the excluded ones, and on
 * mobile those {@link isListedOnMobile} rejects. Duplicates within the list are dropped too.
 */
export function filterDirectoryWallets<wallet extends DirectoryWallet>(
  wallets: readonly wallet[],
  parameters: FilterDirectoryWalletsParameters,
): wallet[] {
  const rdns = new Set(parameters.installed.map((connector) => connector.info?.rdns))
  const explorerIds = new Set(parameters.installed.map((connector) => connector.explorerId))
  const recent = new Set(parameters.recent.map((wallet) => wallet.id))
  const seen = new Set<string>()
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id)) return false
    seen.add(wallet.id)
    if (wallet.rdns && rdns.has(wallet.rdns)) return false
    if (explorerIds.has(wallet.id) || recent.has(wallet.id)) return false
    if (isExcludedWallet(wallet, parameters.excludeWalletIds)) return false
    return !parameters.isMobile || isListedOnMobile(wallet, parameters.activeNamespace)
  })
}

/**
 * The Connect view's section order (SPEC §9, SPEC-NOTES): the host's `connectorTypeOrder`
 * entries first, then the remaining default sections in their default order.
 */
export function orderConnectorSections(
  order: readonly ConnectorSection[] | undefined,
): ConnectorSection[] {
  const first = [...new Set(order ?? [])]
  return [...first, ...DEFAULT_CONNECTOR_TYPE_ORDER.filter((section) => !first.includes(section))]
}

/**
 * Featured wallets in the host's order (SPEC §1): directory wallets whose id is in
 * `featuredWalletIds`, minus those already installed, recent or excluded.
 */
export function orderFeaturedWallets<wallet extends DirectoryWallet>(
  wallets: readonly wallet[],
  featuredWalletIds: readonly string[],
  filter: FilterDirectoryWalletsParameters,
): wallet[] {
  const kept = filterDirectoryWallets(wallets, filter)
  return featuredWalletIds.flatMap((id) => kept.filter((wallet) => wallet.id === id))
}

/** A directory wallet of the All Wallets list, marked when the visitor has it installed. */
export type AllWalletsItem<wallet extends DirectoryWallet> = wallet & { installed: boolean }

/**
 * The All Wallets list: installed wallets first (matched to a connector by rdns or explorer
 * id), then the rest in the directory's order; excluded wallets and duplicates dropped.
 */
export function sortInstalledFirst<wallet extends DirectoryWallet>(
  wallets: readonly wallet[],
  parameters: {
    installed: readonly Pick<Connector, 'explorerId' | 'info'>[]
    excludeWalletIds: readonly string[]
  },
): AllWalletsItem<wallet>[] {
  const rdns = new Set(parameters.installed.map((connector) => connector.info?.rdns))
  const explorerIds = new Set(parameters.installed.map((connector) => connector.explorerId))
  const seen = new Set<string>()
  const items = wallets
    .filter((wallet) => {
      if (seen.has(wallet.id) || isExcludedWallet(wallet, parameters.excludeWalletIds)) return false
      seen.add(wallet.id)
      return true
    })
    .map((wallet) => ({
      ...wallet,
      installed: Boolean((wallet.rdns && rdns.has(wallet.rdns)) || explorerIds.has(wallet.id)),
    }))
  return [...items.filter((item) => item.installed), ...items.filter((item) => !item.installed)]
}

/** One entry of the Connect view's wallet list, by section (SPEC §9 "Connector order"). */
export type ConnectListItem =
  | { section: 'walletConnect' }
  | { section: 'recent'; wallet: RecentWallet }
  | { section: 'injected'; connector: Connector }
  | { section: 'featured'; wallet: DirectoryWallet }
  | { section: 'custom'; wallet: CustomWallet }
  | { section: 'external'; connector: Connector }
  | { section: 'recommended'; wallet: DirectoryWallet }

/** What {@link assembleConnectWalletList} assembles. */
export type AssembleConnectWalletListParameters = {
  /** Every connector, already merged ({@link mergeConnectors}). */
  connectors: readonly Connector[]
  recent: readonly RecentWallet[]
  /** Directory wallets fetched for `featuredWalletIds`. */
  featured: readonly DirectoryWallet[]
  /** Directory wallets fetched as recommended. */
  recommended: readonly DirectoryWallet[]
  featuredWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  connectorTypeOrder: readonly ConnectorSection[] | undefined
  /** Whether WalletConnect is listed ({@link isWalletConnectListed}). */
  walletConnect: boolean
  isMobile: boolean
  activeNamespace?: ChainNamespace | undefined
}

/**
 * The Connect view's wallet list (SPEC §9, SPEC-NOTES), section by section in the connector
 * order: WalletConnect; recent wallets; installed (injected) connectors in their block order;
 * featured wallets in the host's order; custom wallets; other connectors; recommended wallets
 * by the count rule. Excluded wallets never appear; directory wallets that duplicate an
 * installed connector or a recent wallet are dropped; on mobile only listable ones are kept.
 */
export function assembleConnectWalletList(
  parameters: AssembleConnectWalletListParameters,
): ConnectListItem[] {
  const { excludeWalletIds } = parameters
  const installed = sortInjectedConnectors(parameters.connectors).filter(
    (connector) =>
      !isExcludedWallet({ ...connector, rdns: connector.info?.rdns }, excludeWalletIds),
  )
  const installedRdns = new Set(installed.map((connector) => connector.info?.rdns))
  const recent = parameters.recent.filter(
    (wallet) =>
      !isExcludedWallet(wallet, excludeWalletIds) &&
      !(wallet.rdns && installedRdns.has(wallet.rdns)),
  )
  const filter: FilterDirectoryWalletsParameters = {
    installed,
    recent,
    excludeWalletIds,
    isMobile: parameters.isMobile,
    activeNamespace: parameters.activeNamespace,
  }
  const featured = orderFeaturedWallets(parameters.featured, parameters.featuredWalletIds, filter)
  const featuredIds = new Set(featured.map((wallet) => wallet.id))
  const count = recommendedWalletCount({
    featuredWalletIds: parameters.featuredWalletIds,
    customWallets: parameters.customWallets,
    installed,
    recentCount: recent.length,
  })
  const recommended = filterDirectoryWallets(parameters.recommended, filter)
    .filter((wallet) => !featuredIds.has(wallet.id))
    .slice(0, count)
  const external = parameters.connectors.filter(
    (connector) =>
      !sortInjectedConnectors([connector]).length &&
      connector.type !== 'WALLET_CONNECT' &&
      // The embedded wallet (AUTH) is the Connect view's email entry, not a wallet.
      connector.type !== 'AUTH' &&
      !isExcludedWallet(connector, excludeWalletIds),
  )
  const sections: Record<ConnectorSection, ConnectListItem[]> = {
    walletConnect: parameters.walletConnect ? [{ section: 'walletConnect' }] : [],
    recent: recent.map((wallet) => ({ section: 'recent', wallet })),
    injected: installed.map((connector) => ({ section: 'injected', connector })),
    featured: featured.map((wallet) => ({ section: 'featured', wallet })),
    custom: parameters.customWallets
      .filter((wallet) => !isExcludedWallet(wallet, excludeWalletIds))
      .map((wallet) => ({ section: 'custom', wallet })),
    external: external.map((connector) => ({ section: 'external', connector })),
    recommended: recommended.map((wallet) => ({ section: 'recommended', wallet })),
  }
  return orderConnectorSections(parameters.connectorTypeOrder).flatMap(
    (section) => sections[section],
  )
}
