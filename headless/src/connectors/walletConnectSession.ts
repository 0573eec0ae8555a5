// Pure parts of the WalletConnect connector: the session's namespaces built from the host's
// networks (SPEC-NOTES "WalletConnect"), a session's accounts read back, and the narrow shape
// of the SDK's provider the connector uses (so tests can hand it an in-process fake).
import type { ChainNamespace } from '../chains/namespaces.js'
import type { Network } from '../chains/network.js'
import type { ConnectorChainId, ConnectorMetadata } from './createConnector.js'

/** The wallet methods a session asks for, per namespace. */
export const walletConnectMethods: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_watchAsset',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
}

/** The wallet events a session subscribes to (SPEC-NOTES). */
export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/** One namespace of a session proposal. */
export type WalletConnectNamespace = {
  /** CAIP-2 ids, in the host's order. */
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL by chain reference (`31337`), for the SDK's reads: never its own RPC service. */
  rpcMap: Record<string, string>
}

/** A session proposal's namespaces, by namespace. */
export type WalletConnectNamespaces = Partial<Record<ChainNamespace, WalletConnectNamespace>>

/**
 * The session's namespaces from the host's networks (SPEC-NOTES): one per namespace with its
 * chains, an RPC map from each network's first RPC URL, its methods and the accountsChanged and
 * chainChanged events. They are proposed as optional namespaces only, never required ones.
 */
export function buildWalletConnectNamespaces(
  networks: readonly Network[],
  rpcUrls: (network: Network) => readonly string[] = (network) =>
    network.rpcUrls.default?.http ?? [],
): WalletConnectNamespaces {
  const namespaces: WalletConnectNamespaces = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...walletConnectMethods[namespace]],
      events: [...walletConnectEvents],
      rpcMap: {},
    }
    namespaces[namespace] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const [url] = rpcUrls(network)
    if (url) entry.rpcMap[network.caipNetworkId.slice(namespace.length + 1)] = url
  }
  return namespaces
}

/** A chain reference as a connector reports it: a number on eip155, else the string. */
export function toConnectorChainId(namespace: string, reference: string): ConnectorChainId {
  return namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference
}

/** The part of a WalletConnect session the connector reads. */
export type WalletConnectSession = {
  topic: string
  /** The pairing the session was proposed over (each connect makes a new one). */
  pairingTopic?: string
  namespaces: Record<string, { accounts: readonly string[] } | undefined>
}

/**
 * What a session shares in one namespace: its accounts on one chain, the active first (the
 * wallet's order), and that chain — `chainId` if the wallet shares an account there, else the
 * chain of its first account. Undefined when it shares none in the namespace.
 */
export function sessionConnection(
  session: WalletConnectSession | undefined,
  namespace: ChainNamespace,
  chainId?: ConnectorChainId,
): { accounts: [string, ...string[]]; chainId: ConnectorChainId } | undefined {
  const parsed = (session?.namespaces[namespace]?.accounts ?? []).flatMap((account) => {
    const [ns, reference, address] = account.split(':')
    return ns === namespace && reference && address ? [{ reference, address }] : []
  })
  const wanted = chainId === undefined ? undefined : String(chainId)
  const reference =
    parsed.find((item) => item.reference === wanted)?.reference ?? parsed[0]?.reference
  if (reference === undefined) return undefined
  const accounts = [
    ...new Set(parsed.filter((item) => item.reference === reference).map((item) => item.address)),
  ] as [string, ...string[]]
  return { accounts, chainId: toConnectorChainId(namespace, reference) }
}

/** The chains of a namespace a session approved, in the wallet's order, each once. */
export function sessionChainIds(
  session: WalletConnectSession | undefined,
  namespace: ChainNamespace,
): ConnectorChainId[] {
  const references = (session?.namespaces[namespace]?.accounts ?? []).flatMap((account) => {
    const [ns, reference] = account.split(':')
    return ns === namespace && reference ? [reference] : []
  })
  return [...new Set(references)].map((reference) => toConnectorChainId(namespace, reference))
}

/** A signed sign-in message in CAIP-74 form, as `authenticate` returns one per chain. */
export type WalletConnectCacao = {
  h: { t: string }
  p: {
    /** `did:pkh:<CAIP-10 account>`. */
    iss: string
    domain: string
    aud: string
    version: string
    nonce: string
    iat: string
    exp?: string | undefined
    nbf?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: string; s: string }
}

/** What `authenticate` is asked (the SDK's `AuthenticateParams`, the part Foyer sets). */
export type WalletConnectAuthenticateParameters = {
  /** CAIP-2 ids, all eip155. */
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  /** Methods the session grants (written into the message as a ReCap). */
  methods: string[]
  /** The proposal's namespaces, for the provider's RPC map (never its own RPC service). */
  optionalNamespaces: WalletConnectNamespaces
}

/** What `authenticate` answers: the CACAOs and, when the wallet granted methods, the session. */
export type WalletConnectAuthenticateResult = {
  auths?: WalletConnectCacao[] | undefined
  session?: WalletConnectSession | undefined
}

/** The part of `@walletconnect/universal-provider`'s provider the connector uses. */
export type WalletConnectProvider = {
  session?: WalletConnectSession | undefined
  connect(parameters: { optionalNamespaces: WalletConnectNamespaces }): Promise<unknown>
  disconnect(): Promise<void>
  /**
   * The sign client under the provider; its pairings are ended with the session, and it writes
   * a one-click sign-in's message text back from a CACAO.
   */
  client?: {
    core?: { pairing?: { disconnect(parameters: { topic: string }): Promise<void> } }
    formatAuthMessage?(parameters: { request: WalletConnectCacao['p']; iss: string }): string
  }
  /** One-click sign-in: a session and a signed sign-in message per chain in one pairing. */
  authenticate?(
    parameters: WalletConnectAuthenticateParameters,
  ): Promise<WalletConnectAuthenticateResult>
  request(arguments_: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  on(event: string, listener: (...values: never[]) => void): void
  removeListener(event: string, listener: (...values: never[]) => void): void
}

/** How the connector sets up its provider (see walletConnectRuntime.ts). */
export type WalletConnectProviderOptions = {
  projectId: string
  relayUrl: string
  metadata: ConnectorMetadata | undefined
  /** The SDK's storage prefix, from the instance's storageKey: instances never share a client. */
  storagePrefix: string
  /** Skip the SDK's browser Verify wait (createFoyer's `walletConnect.skipVerify`). */
  skipVerify: boolean
}

/** Makes the provider; the default loads the SDK. Tests pass an in-process fake. */
export type CreateWalletConnectProvider = (
  options: WalletConnectProviderOptions,
) => Promise<WalletConnectProvider>

/** Parameters of `walletConnect`. */
export type WalletConnectParameters = {
  /**
   * Skip the SDK's browser Verify step, which waits 5 s per proposal and request for a frame
   * of verify.walletconnect.org (createFoyer's `walletConnect.skipVerify`). For tests and
   * offline use. @default false
   */
  skipVerify?: boolean
  /**
   * Makes the SDK's provider. For tests: an in-process fake of UniversalProvider.
   * @default loads `@walletconnect/universal-provider` on first use
   */
  createProvider?: CreateWalletConnectProvider
}
