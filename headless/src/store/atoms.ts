import { atom } from 'jotai/vanilla'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId, Network } from '../chains/network.js'
import type { Connector } from '../connectors/createConnector.js'
import { PAIRING_LIFETIME_MS } from '../constants/embedded.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { type AccountState, accountNetwork, disconnectedAccount } from '../machines/connection.js'
import { initialModalState, type ModalState } from '../machines/modal.js'
import {
  initialNetworkSwitchState,
  type NetworkSwitchState,
} from '../machines/networkSwitchState.js'
import { initialPairingState, type PairingState } from '../machines/pairing.js'
import { currentRoute, initialRouterState, type RouterState } from '../machines/router.js'
import {
  initialWalletConnectionState,
  type WalletConnectionState,
} from '../machines/walletConnection.js'
import type { AccountTab } from '../rules/accountView.js'
import { addConnector } from '../rules/connectorKey.js'
import type { RecentWallet } from '../rules/recentWallets.js'
import type { ResolvedFeatures } from '../validation/featureOptions.js'
import type { ThemeMode, ThemeModeSetting } from '../validation/themeMode.js'
import type { Adapter, ResolvedFoyerOptions } from './options.js'
import { defaultFeatures } from './resolveOptions.js'

// Atom definitions hold no state: every value lives in the jotai store that each createFoyer()
// call makes, so two instances on one page never share anything.

/** The options this instance was created with, after validation and defaults. */
export const optionsAtom = atom<ResolvedFoyerOptions | null>(null)

export const modalAtom = atom<ModalState>(initialModalState)
/** The timer that ends the modal's shake (SPEC §2: 500 ms), so a new shake restarts it. */
export const modalShakeTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined)
export const routerAtom = atom<RouterState>(initialRouterState)
/** The route on top of the modal's history. */
export const routeAtom = atom((get) => currentRoute(get(routerAtom)))

/**
 * Connectors the host gave in `createFoyer({ connectors })`, then WalletConnect's when it is
 * offered, set up for this instance.
 */
export const hostConnectorsAtom = atom<readonly Connector[]>([])
/** Connectors of the wallets that announced themselves through EIP-6963, in order. */
export const announcedConnectorsAtom = atom<readonly Connector[]>([])
/** Connectors of the Wallet Standard wallets with Solana features (`watchStandardWallets`). */
export const standardConnectorsAtom = atom<readonly Connector[]>([])

/**
 * Every connector the visitor can pick from: the host's, then the announced ones, deduped; a
 * connector none of whose namespaces has a network left is filtered out (SPEC §4).
 */
export const connectorsAtom = atom<readonly Connector[]>((get) => {
  const namespaces = new Set(get(networksAtom).map((network) => network.chainNamespace))
  return [
    ...get(hostConnectorsAtom),
    ...get(announcedConnectorsAtom),
    ...get(standardConnectorsAtom),
  ]
    .reduce<readonly Connector[]>(addConnector, [])
    .filter((connector) => connector.namespaces.some((namespace) => namespaces.has(namespace)))
})

/**
 * Where the restore of stored connections is (`mount` runs it): 'idle' before mount, then
 * 'restoring', then 'restored' once every stored connection ended connected or disconnected.
 * `waitForRestore` reads it.
 */
export const restoreStatusAtom = atom<'idle' | 'restoring' | 'restored'>('idle')

/** Each namespace's account; changed only through `accountTransition`. */
export const accountsAtom = atom<Partial<Record<ChainNamespace, AccountState>>>({})

export const activeNamespaceAtom = atom<ChainNamespace>('eip155')
export const activeCaipNetworkIdAtom = atom<CaipNetworkId | null>(null)

/**
 * The networks the host offers now: its `networks` option, changed by `addNetwork` and
 * `removeNetwork`.
 */
export const networksAtom = atom<readonly Network[]>([])

/**
 * The chain adapters in use: the host's `adapters` option, less those `removeAdapter` took
 * away. A namespace without one cannot be connected or switched to.
 */
export const adaptersAtom = atom<readonly Adapter[]>([])

/** The network the modal acts on. */
export const activeNetworkAtom = atom<Network | null>((get) => {
  const id = get(activeCaipNetworkIdAtom)
  return get(networksAtom).find((network) => network.caipNetworkId === id) ?? null
})

/** A switch of the active network waiting for the wallet; changed only by `networkSwitchTransition`. */
export const networkSwitchAtom = atom<NetworkSwitchState>(initialNetworkSwitchState)

/** The active namespace's account; disconnected when it has none. */
export const activeAccountAtom = atom<AccountState>(
  (get) => get(accountsAtom)[get(activeNamespaceAtom)] ?? disconnectedAccount,
)

/**
 * The network the active account is on (`accountNetwork`): `null` while its wallet sits on a
 * chain the host does not list, so nothing shows the old network or its balance.
 */
export const accountNetworkAtom = atom<Network | null>((get) =>
  accountNetwork(
    get(activeAccountAtom),
    get(activeNamespaceAtom),
    get(networksAtom),
    get(activeNetworkAtom),
  ),
)

/** The active account is connected on a chain the host does not list. */
export const isUnsupportedChainAtom = atom<boolean>(
  (get) => get(activeAccountAtom).status === 'connected' && get(accountNetworkAtom) === null,
)

/**
 * SPEC §4's per-namespace loading flag of the modal, derived from each namespace's connection
 * status: loading while connecting or reconnecting.
 */
export const namespaceLoadingAtom = atom<Partial<Record<ChainNamespace, boolean>>>((get) =>
  Object.fromEntries(
    Object.entries(get(accountsAtom)).map(([namespace, account]) => [
      namespace,
      account?.status === 'connecting' || account?.status === 'reconnecting',
    ]),
  ),
)

/** The attempt to connect a chosen wallet that the Connecting views show. */
export const walletConnectionAtom = atom<WalletConnectionState>(initialWalletConnectionState)

/** The WalletConnect pairing the QR code and deep links show; changed only by `pairingTransition`. */
export const pairingAtom = atom<PairingState>(initialPairingState)
/**
 * How long a pairing URI lives (SPEC §4: 4 minutes). Internal: tests set a shorter one on their
 * instance's store to see a pairing expire and refresh.
 */
export const pairingLifetimeMsAtom = atom<number>(PAIRING_LIFETIME_MS)
/** The timer that refreshes the pairing when its URI expires. */
export const pairingRefreshTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined)

/** The colour scheme in force: the host's, or the system's under `'system'` (set by a watcher). */
export const themeModeAtom = atom<ThemeMode>('dark')
/** What the host asked for (`themeMode` option, `setThemeMode`): light, dark or system. */
export const themeModeSettingAtom = atom<ThemeModeSetting>('dark')
export const themeVariablesAtom = atom<Readonly<Record<string, string>>>({})

/**
 * The features in force: the host's, until the provider's remote configuration (if a provider
 * API is configured) is merged over them at mount (SPEC §6).
 */
export const featuresAtom = atom<ResolvedFeatures>(defaultFeatures)

/**
 * Configuration alerts and warnings for the host's developers (SPEC §5, §6, §8): project id
 * missing, origin not allowed, local configuration ignored.
 */
export const configurationAlertsAtom = atom<readonly FoyerError[]>([])

/**
 * Recent wallets (SPEC §3, kept to 2), newest first, as stored; `null` until first read from
 * storage (`getRecentWallets`), so a server render and the first client render agree.
 */
export const recentWalletsAtom = atom<readonly RecentWallet[] | null>(null)

/**
 * Remote reads that failed, by query hash, with when and why: a throttled read
 * (`throttleAfterFailure`, SPEC §9 balance retry throttle) throws the same error again inside
 * its window instead of asking.
 */
export const queryFailuresAtom = atom<ReadonlyMap<string, { at: number; error: unknown }>>(
  new Map(),
)

/** The account view's open tab (SPEC §3 account state `currentTab`). */
export const accountTabAtom = atom<AccountTab>('tokens')

/**
 * The last name registration's failure ('Error registering name {name}', …), kept while the
 * visitor approves in the wallet and the register view is away: it shows again when the view
 * comes back (SPEC §8: the error, then back to the register view). Cleared by a new attempt.
 */
export const nameRegistrationErrorAtom = atom<FoyerError | null>(null)
