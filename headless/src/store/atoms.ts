import { atom } from 'jotai/vanilla'
import type { Address } from 'viem'
import type { CaipAddress } from '../chains/caipAddress.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId, Network } from '../chains/network.js'
import type { Connector } from '../connectors/connector.js'
import { announcedConnector, type EIP6963ProviderDetail } from '../connectors/eip6963.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { ConnectionStatus } from '../machines/connection.js'
import { initialModalState, type ModalState } from '../machines/modal.js'
import { currentRoute, initialRouterState, type RouterState } from '../machines/router.js'
import {
  initialWalletConnectionState,
  type WalletConnectionState,
} from '../machines/walletConnection.js'
import type { ResolvedFeatures, ResolvedFoyerOptions } from './options.js'

// Atom definitions hold no state: every value lives in the jotai store that each createFoyer()
// call makes, so two instances on one page never share anything.

/** The options this instance was created with, after validation and defaults. */
export const optionsAtom = atom<ResolvedFoyerOptions | null>(null)

export const modalAtom = atom<ModalState>(initialModalState)
export const routerAtom = atom<RouterState>(initialRouterState)
/** The route on top of the modal's history. */
export const routeAtom = atom((get) => currentRoute(get(routerAtom)))

/** Wallets that announced themselves through EIP-6963, in order of announcement. */
export const announcedProvidersAtom = atom<readonly EIP6963ProviderDetail[]>([])

/** Every connector the visitor can pick from. */
export const connectorsAtom = atom<readonly Connector[]>((get) =>
  get(announcedProvidersAtom).map(announcedConnector),
)

/** The account of one chain namespace (SPEC §3 "Account state", the fields used so far). */
export type AccountState = {
  status: ConnectionStatus
  address?: Address
  caipAddress?: CaipAddress
  connectorId?: string
  /** The chain the wallet reports, which may not be one the host offers. */
  chainId?: number
}

export const accountsAtom = atom<Partial<Record<ChainNamespace, AccountState>>>({})

export const activeNamespaceAtom = atom<ChainNamespace>('eip155')
export const activeCaipNetworkIdAtom = atom<CaipNetworkId | null>(null)

/** The network the modal acts on. */
export const activeNetworkAtom = atom<Network | null>((get) => {
  const id = get(activeCaipNetworkIdAtom)
  return get(optionsAtom)?.networks.find((network) => network.caipNetworkId === id) ?? null
})

/** The active namespace's account; disconnected when it has none. */
export const activeAccountAtom = atom<AccountState>(
  (get) => get(accountsAtom)[get(activeNamespaceAtom)] ?? { status: 'disconnected' },
)

/** The attempt to connect a chosen wallet that the Connecting views show. */
export const walletConnectionAtom = atom<WalletConnectionState>(initialWalletConnectionState)

export type ThemeMode = 'dark' | 'light'
export const themeModeAtom = atom<ThemeMode>('dark')
export const themeVariablesAtom = atom<Readonly<Record<string, string>>>({})

/**
 * The features in force: the host's, until the provider's remote configuration (if a provider
 * API is configured) is merged over them at mount (SPEC §6).
 */
export const featuresAtom = atom<ResolvedFeatures | null>(null)

/**
 * Configuration alerts and warnings for the host's developers (SPEC §5, §6, §8): project id
 * missing, origin not allowed, local configuration ignored.
 */
export const configurationAlertsAtom = atom<readonly FoyerError[]>([])
