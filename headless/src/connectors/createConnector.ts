import type { AccountRecord, AccountType } from '../chains/accountTypes.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { CaipNetworkId, Network } from '../chains/network.js'
import type { SiwxMessageData } from '../siwx/messageData.js'

/** How a connector reaches its wallet (SPEC §3). Visible in the DOM as `data-type`. */
export type ConnectorType = 'INJECTED' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

/**
 * A chain as a wallet names it: the CAIP-2 reference, a number in eip155 (`1`), a string
 * elsewhere (a Solana genesis-hash prefix). `${namespace}:${chainId}` is the CAIP-2 id.
 */
export type ConnectorChainId = number | string

/** What a connected wallet reports for one namespace. */
export type ConnectorConnection = {
  /** The accounts the wallet shares, the active one first, in the namespace's canonical form. */
  accounts: readonly [string, ...string[]]
  /** The chain the wallet is on. */
  chainId: ConnectorChainId
}

/** Parameters of {@link Connector.connect}. */
export type ConnectorConnectParameters = {
  /** The namespace to connect. */
  namespace: ChainNamespace
  /** The chain to connect on, where the wallet lets the dapp choose. */
  chainId?: ConnectorChainId | undefined
  /** Called with a pairing URI to show as a QR code or deep link (WalletConnect). */
  onDisplayUri?: ((uri: string) => void) | undefined
}

/** Parameters of {@link Connector.switchChain}. */
export type ConnectorSwitchChainParameters = {
  /** The chain to switch to. */
  chainId: ConnectorChainId
  /** The host's network of that chain, for a wallet that must add it first. */
  network?: Network | undefined
}

/** What a connector tells about its wallet after connecting. */
export type ConnectorEvent =
  /** The wallet's accounts changed; empty means the dapp lost access. */
  | { type: 'accountsChanged'; accounts: readonly string[] }
  | { type: 'chainChanged'; chainId: ConnectorChainId }
  /** The wallet ended the connection. */
  | { type: 'disconnect' }

/**
 * One way to connect one wallet (SPEC §3 "Connector"), and the contract every kind implements:
 * EIP-6963 and injected wallets, WalletConnect, the embedded wallet's frame, Wallet Standard
 * wallets and the mock. Actions use nothing else, so they never branch on the kind.
 */
export type Connector = {
  /** Unique per wallet; an announced wallet's is its rdns. */
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  /** The namespace the wallet list shows it under (SPEC §3 `chain`). */
  readonly chain: ChainNamespace
  /** Every namespace it can connect, `chain` first. */
  readonly namespaces: readonly ChainNamespace[]
  readonly imageId?: string
  /** The wallet's icon: for an announced wallet, the `data:` image it announced. */
  readonly imageUrl?: string
  /** The wallet's id in the provider's directory. */
  readonly explorerId?: string
  readonly info?: { readonly rdns?: string }
  /** The members of a MULTI_CHAIN (or grouped AUTH) list entry, one per namespace. */
  readonly connectors?: readonly Connector[]

  /** Asks the wallet for access (the visitor may be prompted). Throws a Foyer error. */
  connect(parameters: ConnectorConnectParameters): Promise<ConnectorConnection>
  /** Ends the connection on the wallet's side where it can (permissions revoked, session closed). */
  disconnect(): Promise<void>
  /** The accounts the wallet shares now, without prompting; empty when none. */
  getAccounts(): Promise<readonly string[]>
  /** The chain the wallet is on now. */
  getChainId(): Promise<ConnectorChainId>
  /** Whether the wallet still lets this dapp in, without prompting (used to restore). */
  isAuthorized(): Promise<boolean>
  /** The wallet's own provider (an EIP-1193 provider for eip155), for the adapters. */
  getProvider(): Promise<unknown>
  /**
   * Asks the wallet to change chain; absent when the wallet cannot. A wallet that does not know
   * the chain (eip155: 4902) is asked to add `network` first where the kind allows it; a failed
   * add throws `ChainNotSupportedError` ('Chain is not supported').
   */
  switchChain?(parameters: ConnectorSwitchChainParameters): Promise<void>
  /**
   * The chains of a namespace the wallet approved for this dapp (a WalletConnect session's);
   * `undefined` when any chain may be asked for (a browser wallet adds chains).
   */
  approvedChainIds?(namespace: ChainNamespace): readonly ConnectorChainId[] | undefined
  /**
   * The connected accounts as account records (SPEC §3: namespace, address, type, public key,
   * path), where the kind knows more than addresses (Bitcoin wallets); absent otherwise, and
   * `getAccountRecords` then makes one record of the active address.
   */
  getAccountRecords?(): readonly AccountRecord[]
  /** Listens to the wallet's account, chain and disconnect events; returns the function that stops. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
}

/** The host app's description of itself, as a connector shows it to wallets. */
export type ConnectorMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** The synchronous key-value storage a connector may keep a small marker in. */
export type ConnectorStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What Foyer gives each connector when it sets it up for an instance. */
export type ConnectorConfig = {
  /** The project id at the provider (WalletConnect needs it). */
  projectId: string
  /** The networks the host offers. */
  networks: readonly Network[]
  /** The WalletConnect relay (`services.relayUrl`); undefined when none is configured. */
  relayUrl?: string | undefined
  /** The embedded wallet's frame page (`services.frameUrl`); undefined when none is configured. */
  frameUrl?: string | undefined
  /** The host's `metadata` option. */
  metadata?: ConnectorMetadata | undefined
  /** The prefix of the instance's stored keys (`storageKey`); a connector stores under it. */
  storageKey?: string | undefined
  /** The instance's storage, looked up on first use (never while making the instance). */
  storage?: (() => ConnectorStorage) | undefined
  /** The host's account type per namespace (`defaultAccountTypes`); the embedded wallet uses it. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined
  /** The JSON-RPC URLs of a network, in fallback order. @default the network's own */
  rpcUrls?: ((network: Network) => readonly string[]) | undefined
  /**
   * The host's sign-in configuration when a connection should sign in at once (WalletConnect's
   * one-click `authenticate`: sign-in configured and every namespace eip155,
   * `shouldUseOneClickAuth`); undefined otherwise. Read on each connect.
   */
  oneClickSiwx?: (() => ConnectorSiwx | undefined) | undefined
}

/** A signed-in session as a connector hands it to the host (`SiwxSession`). */
export type ConnectorSiwxSession = {
  data: SiwxMessageData
  /** The message text exactly as signed. */
  message: string
  signature: string
  /** The wallet's proof as it gave it (WalletConnect: the CACAO). */
  cacao?: unknown
}

/**
 * The part of the host's sign-in configuration (`siwx`, a `SiwxConfig`) a connector that signs
 * in while connecting uses: WalletConnect's one-click sign-in.
 */
export type ConnectorSiwx = {
  createMessage(input: {
    chainId: CaipNetworkId
    accountAddress: string
  }): Promise<SiwxMessageData & { toString(): string }>
  setSessions(sessions: ConnectorSiwxSession[]): Promise<void>
}

/** A connector before setup: Foyer calls it once per instance with the instance's config. */
export type CreateConnectorFn = (config: ConnectorConfig) => Connector

/**
 * Declares a connector, the way wagmi's `createConnector` does: a function of the instance's
 * {@link ConnectorConfig} returning a {@link Connector}. Pass the result in `createFoyer`'s
 * `connectors` option. It adds nothing at run time; it types what a host writes.
 */
export function createConnector(fn: CreateConnectorFn): CreateConnectorFn {
  return fn
}
