import type { Chain } from 'viem'
import type { BitcoinAdapter } from '../adapters/bitcoin.js'
import type { EvmAdapter } from '../adapters/evm.js'
import type { SolanaAdapter } from '../adapters/solana.js'
import type { AccountType } from '../chains/accountTypes.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId, Network } from '../chains/network.js'
import type { CreateConnectorFn } from '../connectors/createConnector.js'
import type { Features, ResolvedFeatures } from '../validation/featureOptions.js'
import type { ThemeModeSetting } from '../validation/themeMode.js'
import type { CustomWallet } from '../validation/walletOptions.js'
import type { SiweConfig, SiwxConfig } from './siwxConfig.js'
import type { FoyerStorage } from './storage.js'

/** The host app's description of itself (SPEC §3 "Metadata"). */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/**
 * A per-namespace chain adapter: `evmAdapter()`, `solanaAdapter()` or `bitcoinAdapter()`. All
 * share `namespace`, `getBalance` and `signMessage`; EVM and Solana also `sendTransaction`.
 */
export type Adapter = EvmAdapter | SolanaAdapter | BitcoinAdapter

/**
 * Where the provider's services are; each one left out is never called (SPEC §7). Each is an
 * http(s) URL but `relayUrl` (ws(s)).
 */
export type FoyerServices = {
  /** Provider API: project config, origins, analytics config; the wallet directory and images (not yet shown: wallet-directory work). */
  apiUrl?: string
  /** Blockchain API: balances, token balances, NFTs, activity and identity; names, swaps, onramp, sessions. Without it the token list is read from the chain (`tokens`). */
  blockchainApiUrl?: string
  /** Analytics events. */
  analyticsUrl?: string
  /** WalletConnect relay (websocket). Without it WalletConnect is not offered. */
  relayUrl?: string
  /** The embedded wallet's frame page (email login, `embeddedWallet()`), on its own origin. */
  frameUrl?: string
}

/** WalletConnect settings of `createFoyer` (option `walletConnect`). */
export type WalletConnectOptions = {
  /**
   * Skip the WalletConnect SDK's browser Verify step: for every pairing and request it loads a
   * hidden frame of verify.walletconnect.org and waits out a 5 s timer (offline, every time).
   * For tests and offline use only: the Core's Verify registration becomes a no-op, so wallets
   * see the dapp as unverified.
   * @default false
   */
  skipVerify?: boolean
}

/**
 * What a host passes to `createFoyer` (SPEC §1). Every option is checked first
 * (`assertOptions`): a wrong value, or an option not listed here, throws `InvalidOptionError`
 * naming it.
 */
export type FoyerOptions = {
  /** The host's project id at its provider; without it a project-not-configured alert shows. */
  projectId: string
  /** The host app's name, description, url and icons, shown to wallets. */
  metadata?: Metadata
  /**
   * The networks the host offers; at least one, each once. viem chains or Foyer networks, with
   * http(s) RPC URLs; a Foyer network's `caipNetworkId` matches its namespace (and, on eip155,
   * its id).
   */
  networks: readonly [Chain | Network, ...(Chain | Network)[]]
  /**
   * The network to start on; one of `networks`.
   * @default the first of `networks`
   */
  defaultNetwork?: Chain | Network
  /**
   * Chain adapters, one per namespace, e.g. `[evmAdapter(), solanaAdapter()]`. With none, only WalletConnect
   * can connect (SPEC §2 opening rules).
   * @default []
   */
  adapters?: readonly Adapter[]
  /**
   * Connectors the host adds to the discovered ones: its own (see `createConnector`), or the
   * mock wallet of `@foyer/headless/testing` in tests. Listed before announced wallets.
   * @default []
   */
  connectors?: readonly CreateConnectorFn[]
  /** Feature flags (SPEC §3). */
  features?: Features
  /**
   * Colour scheme of the modal: `'light'`, `'dark'`, or `'system'` (the visitor's
   * `prefers-color-scheme`, followed live; dark until mount, so a server render is stable).
   * @default 'dark'
   */
  themeMode?: ThemeModeSetting
  /** Theme token overrides, by token name (see @foyer/ui-default's theme contract). */
  themeVariables?: Readonly<Record<string, string>>
  /** Directory wallet ids shown first, in this order. Not yet: waits for the wallet-directory work. @default [] */
  featuredWalletIds?: readonly string[]
  /** Only these directory wallet ids are listed. Not yet: waits for the wallet-directory work. @default [] (all) */
  includeWalletIds?: readonly string[]
  /** Wallets never listed: directory ids, rdns or names (case-insensitive). Announced wallets are filtered today; the directory list comes with the wallet-directory work. @default [] */
  excludeWalletIds?: readonly string[]
  /** Wallets the host adds itself. Not yet listed: waits for the wallet-directory work. @default [] */
  customWallets?: readonly CustomWallet[]
  /** Link to the host's terms, shown on the Connect view (a notice, or the `legalCheckbox`). */
  termsConditionsUrl?: string
  /** Link to the host's privacy policy, shown on the Connect view (a notice, or the `legalCheckbox`). */
  privacyPolicyUrl?: string
  /**
   * Sign-in with Ethereum, the older EVM-only shape (mapped to a {@link SiwxConfig}); cannot be
   * set together with `siwx`. Sign-in is required unless `required: false`.
   */
  siweConfig?: SiweConfig
  /**
   * Sign-in with any chain (SPEC §4): after connecting, SIWXSignMessage asks for a signature
   * when the account has no session on its network (`createDefaultSiwx()` with no backend, or
   * the host's own config); cannot be set together with `siweConfig`.
   */
  siwx?: SiwxConfig
  /**
   * Discover browser wallets through EIP-6963.
   * @default true
   */
  enableEIP6963?: boolean
  /**
   * Offer WalletConnect (QR code and mobile links). It needs a relay: with no
   * `services.relayUrl`, nothing remote is ever reached and WalletConnect is not offered.
   * @default true
   */
  enableWalletConnect?: boolean
  /** WalletConnect settings. @default {} */
  walletConnect?: WalletConnectOptions
  /**
   * Let visitors switch networks from the modal (the Networks view), and open UnsupportedChain
   * when the wallet is on a chain the host does not list. @default true
   */
  enableNetworkSwitch?: boolean
  /**
   * Stay connected on a network the host does not list: UnsupportedChain does not open; the
   * account shows no network and `isUnsupportedChain`.
   * @default false
   */
  allowUnsupportedChain?: boolean
  /**
   * Embedded mode (SPEC §2): the modal is part of the host's page rather than a dialog it
   * closes, so a close (the close button, Escape) returns to Account when connected, else to
   * Connect, instead of closing. @default false
   */
  enableEmbedded?: boolean
  /** Account type per namespace (SPEC §3), one the namespace allows. @default smartAccount for eip155, eoa for solana and polkadot, payment for bip122 */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** The provider's service URLs. With none, nothing remote is fetched. @default {} */
  services?: FoyerServices
  /**
   * Where Foyer persists the connection and the active network. Looked up when the instance
   * mounts, never before (server rendering).
   * @default localStorage where usable, else memory
   */
  storage?: FoyerStorage
  /**
   * The prefix of every key this instance stores (`<storageKey>/connection_status`, …), so two
   * instances on one page never share stored state. Set it when two instances share a project id.
   * @default `@foyer/<projectId>`
   */
  storageKey?: string
  /**
   * Whether the visitor is on a mobile device (some opening rules differ).
   * @default a user-agent check in the browser, false elsewhere
   */
  isMobile?: () => boolean
  /**
   * ERC-20 contracts to list per eip155 network when no blockchain API is configured
   * (local-first): the Tokens tab then reads the native balance and these tokens' balances,
   * names, symbols and decimals from the network's RPC through Multicall3 (`tokens: {
   * 'eip155:1': ['0xA0b8…eB48'] }`). Keys are CAIP-2 ids of eip155 networks of `networks`.
   * @default {}
   */
  tokens?: Readonly<Partial<Record<CaipNetworkId, readonly string[]>>>
}

/** Options after validation, with every default applied. */
export type ResolvedFoyerOptions = {
  projectId: string
  metadata: Metadata | undefined
  networks: readonly [Network, ...Network[]]
  defaultNetwork: Network
  adapters: readonly Adapter[]
  connectors: readonly CreateConnectorFn[]
  features: ResolvedFeatures
  /** The feature flags exactly as the host gave them (for the remote-config warning). */
  localFeatures: Features | undefined
  themeMode: ThemeModeSetting
  themeVariables: Readonly<Record<string, string>>
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  siweConfig: SiweConfig | undefined
  siwx: SiwxConfig | undefined
  enableEIP6963: boolean
  enableWalletConnect: boolean
  walletConnect: WalletConnectOptions
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  enableEmbedded: boolean
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  services: FoyerServices
  storage: FoyerStorage | undefined
  storageKey: string
  isMobile: () => boolean
  tokens: Readonly<Partial<Record<CaipNetworkId, readonly string[]>>>
}
