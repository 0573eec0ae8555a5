import type { Chain } from 'viem'
import type { EvmAdapter } from '../adapters/evm.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import { type Network, toNetwork } from '../chains/network.js'
import { InvalidOptionError } from '../errors/config.js'
import type { ThemeMode } from './atoms.js'
import type { FoyerStorage } from './storage.js'

/** The host app's description of itself (SPEC §3 "Metadata"). */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** A per-namespace chain adapter. */
export type Adapter = EvmAdapter

/** What a host passes to `createFoyer` (SPEC §1). */
export type FoyerOptions = {
  /** The host's project id at its provider. */
  projectId: string
  /** The host app's name, description, url and icons, shown to wallets. */
  metadata?: Metadata
  /** The networks the host offers; at least one. viem chains or Foyer networks. */
  networks: readonly [Chain | Network, ...(Chain | Network)[]]
  /**
   * The network to start on.
   * @default the first of `networks`
   */
  defaultNetwork?: Chain | Network
  /**
   * Chain adapters, one per namespace, e.g. `[evmAdapter()]`. With none, only WalletConnect
   * can connect (SPEC §2 opening rules).
   * @default []
   */
  adapters?: readonly Adapter[]
  /**
   * Colour scheme of the modal.
   * @default 'dark'
   */
  themeMode?: ThemeMode
  /** Theme token overrides, by token name (see @foyer/ui-default's theme contract). */
  themeVariables?: Readonly<Record<string, string>>
  /**
   * Discover browser wallets through EIP-6963.
   * @default true
   */
  enableEIP6963?: boolean
  /**
   * Where Foyer persists the connection and the active network.
   * @default localStorage where usable, else memory
   */
  storage?: FoyerStorage
  /**
   * Whether the visitor is on a mobile device (some opening rules differ).
   * @default a user-agent check in the browser, false elsewhere
   */
  isMobile?: () => boolean
}

/** Options after validation, with every default applied. */
export type ResolvedFoyerOptions = Required<
  Omit<FoyerOptions, 'networks' | 'defaultNetwork' | 'metadata' | 'storage'>
> & {
  metadata: Metadata | undefined
  networks: readonly [Network, ...Network[]]
  defaultNetwork: Network
  adapters: readonly Adapter[]
  storage: FoyerStorage | undefined
}

const themeModes: readonly ThemeMode[] = ['dark', 'light']

function defaultIsMobile(): boolean {
  const agent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}

/** Validates a host's options and applies defaults; throws {@link InvalidOptionError}. */
export function resolveOptions(options: FoyerOptions): ResolvedFoyerOptions {
  if (typeof options !== 'object' || options === null) {
    throw new InvalidOptionError('Options are required', {
      metaMessages: ['Pass an object with at least `projectId` and `networks`.'],
    })
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new InvalidOptionError('At least one network is required', {
      metaMessages: ['Option: networks', `Provided: ${JSON.stringify(options.networks)}`],
    })
  }
  const themeMode = options.themeMode ?? 'dark'
  if (!themeModes.includes(themeMode)) {
    throw new InvalidOptionError('Theme mode must be light or dark', {
      metaMessages: ['Option: themeMode', `Provided: ${String(themeMode)}`],
    })
  }
  const networks = options.networks.map(toNetwork) as unknown as [Network, ...Network[]]
  const defaultNetwork = options.defaultNetwork ? toNetwork(options.defaultNetwork) : networks[0]
  if (!networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionError('The default network must be one of `networks`', {
      metaMessages: ['Option: defaultNetwork', `Provided: ${defaultNetwork.caipNetworkId}`],
    })
  }
  const adapters = options.adapters ?? []
  const namespaces = new Set<ChainNamespace>()
  for (const adapter of adapters) {
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidOptionError('One adapter per chain namespace', {
        metaMessages: ['Option: adapters', `Repeated namespace: ${adapter.namespace}`],
      })
    }
    namespaces.add(adapter.namespace)
  }
  return {
    projectId: typeof options.projectId === 'string' ? options.projectId : '',
    metadata: options.metadata,
    networks,
    defaultNetwork,
    adapters,
    themeMode,
    themeVariables: options.themeVariables ?? {},
    enableEIP6963: options.enableEIP6963 ?? true,
    storage: options.storage,
    isMobile: options.isMobile ?? defaultIsMobile,
  }
}
