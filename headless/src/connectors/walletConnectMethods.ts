// The WalletConnect connector's methods, loaded with import() on the connector's first use
// (a connect, or a restore when a session was stored): the SDK's provider, made on first need,
// and the session read back. `walletConnect.ts` is the factory the host's configuration calls.
import type { ChainNamespace } from '../chains/namespaces.js'
import { FoyerError } from '../errors/FoyerError.js'
import { causeChain, readProperty } from '../errors/inspect.js'
import { getRpcErrorCode, toWalletError, UserRejectedRequestError } from '../errors/rpc.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  Connector,
  ConnectorChainId,
  ConnectorConfig,
  ConnectorEvent,
} from './createConnector.js'
import type { Eip1193Provider } from './eip1193.js'
import type { SessionMarker } from './walletConnectMarker.js'
import {
  buildWalletConnectNamespaces,
  type CreateWalletConnectProvider,
  sessionChainIds,
  sessionConnection,
  toConnectorChainId,
  type WalletConnectParameters,
  type WalletConnectProvider,
} from './walletConnectSession.js'

/** WalletConnect's own rejection codes (USER_REJECTED and its chains/methods/events kinds). */
const rejectionCodes = new Set([4001, 5000, 5001, 5002, 5003])

/** A WalletConnect error as a Foyer leaf: the wallet declining → `UserRejectedRequestError`. */
export function toWalletConnectError(error: unknown): FoyerError {
  for (const current of causeChain(error)) {
    const code = getRpcErrorCode(current)
    // The SDK rejects a declined one-click sign-in with the reason's message alone, a string.
    const message = typeof current === 'string' ? current : readProperty(current, 'message')
    if ((code !== undefined && rejectionCodes.has(code)) || /user rejected/i.test(`${message}`))
      return new UserRejectedRequestError({ cause: error })
  }
  return toWalletError(error)
}

/**
 * Ends the provider's session, then its pairing (the session's, else `pairingTopic`: a pairing
 * that made no session): the SDK keeps an ended session's pairing 30 days and each connect
 * pairs anew.
 */
async function endSession(
  provider: WalletConnectProvider,
  options: { throwOnError?: boolean; pairingTopic?: string | undefined } = {},
): Promise<void> {
  const { throwOnError = false } = options
  const pairingTopic = provider.session?.pairingTopic ?? options.pairingTopic
  if (provider.session) {
    try {
      await provider.disconnect()
    } catch (error) {
      if (throwOnError) throw error
    }
  }
  const pairing = provider.client?.core?.pairing
  if (pairingTopic) await pairing?.disconnect({ topic: pairingTopic }).catch(() => {})
}

const isEvmAddress = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value)

/** The methods the factory's connector forwards to once they are loaded. */
export type WalletConnectMethods = Pick<
  Connector,
  'connect' | 'disconnect' | 'getAccounts' | 'getChainId' | 'getProvider'
> &
  Required<Pick<Connector, 'switchChain' | 'approvedChainIds'>>

/**
 * The connector's methods for the host's configuration: the SDK loads with a dynamic import on
 * the first connect, or on restore when a session was stored (`marker`), never before. Sessions
 * propose optional namespaces only, built from the host's networks. When the host configured
 * sign-in and every namespace is eip155 (`config.oneClickSiwx`), the pairing signs in at once
 * (`authenticate`, walletConnectAuthenticate.ts); if that fails, the session and its pairing
 * are ended.
 */
export function walletConnectMethods(
  config: ConnectorConfig,
  parameters: WalletConnectParameters,
  context: {
    /** The connector's first namespace, restored when the marker names none. */
    chain: ChainNamespace
    /** The relay (`config.relayUrl`, checked by the factory). */
    relayUrl: string
    emit: (event: ConnectorEvent) => void
    marker: SessionMarker
  },
): WalletConnectMethods {
  const { chain, relayUrl, emit, marker } = context
  const loadAccounts = lazyOnce(() => import('./evmAccounts.js'))
  let loaded: WalletConnectProvider | undefined
  let chainId: ConnectorChainId | undefined
  let attempts = 0
  const loadProvider = lazyOnce(async () => {
    const create: CreateWalletConnectProvider =
      parameters.createProvider ??
      (async (options) =>
        (await import('./walletConnectRuntime.js')).createUniversalProvider(options))
    const provider = await create({
      projectId: config.projectId,
      relayUrl,
      metadata: config.metadata,
      storagePrefix: `${config.storageKey ?? '@foyer'}/wc`,
      skipVerify: parameters.skipVerify ?? false,
    })
    provider.on('accountsChanged', (accounts: readonly string[]) => {
      if (!accounts.every(isEvmAddress)) return emit({ type: 'accountsChanged', accounts })
      void loadAccounts().then(
        ({ toEvmAccounts }) => emit({ type: 'accountsChanged', accounts: toEvmAccounts(accounts) }),
        () => {},
      )
    })
    provider.on('chainChanged', (reference: string | number) => {
      chainId = toConnectorChainId(/^\d+$/.test(`${reference}`) ? 'eip155' : '', `${reference}`)
      if (typeof chainId === 'number') marker.setChain('eip155', chainId)
      emit({ type: 'chainChanged', chainId })
    })
    provider.on('disconnect', () => {
      marker.clear()
      chainId = undefined
      emit({ type: 'disconnect' })
    })
    loaded = provider
    return provider
  })
  const provider = async () => {
    try {
      return await loadProvider()
    } catch (error) {
      throw toWalletError(error)
    }
  }

  /** The session's connection in a namespace, eip155 accounts checksummed. */
  async function connectionOf(
    current: WalletConnectProvider,
    namespace: ChainNamespace,
    wanted?: ConnectorChainId,
  ) {
    const connection = sessionConnection(
      current.session,
      namespace,
      wanted ?? chainId ?? marker.chain(namespace),
    )
    if (!connection || namespace !== 'eip155') return connection
    const [first, ...rest] = (await loadAccounts()).toEvmAccounts(connection.accounts)
    return first
      ? { accounts: [first, ...rest] as [string, ...string[]], chainId: connection.chainId }
      : undefined
  }

  const restoredNamespace = () => marker.get() ?? chain

  const methods: WalletConnectMethods = {
    async connect({ namespace, chainId: wanted, onDisplayUri }) {
      const current = await provider()
      const attempt = ++attempts
      // A refresh starts a newer attempt: an older one's listener never shows its URI.
      let shown: string | undefined
      const onUri = (uri: string) => {
        shown = uri
        if (attempt === attempts) onDisplayUri?.(uri)
      }
      if (!sessionConnection(current.session, namespace)) {
        current.on('display_uri', onUri)
        const namespaces = buildWalletConnectNamespaces(config.networks, config.rpcUrls)
        const siwx = config.oneClickSiwx?.()
        try {
          if (siwx) {
            const { authenticateWalletConnect } = await import('./walletConnectAuthenticate.js')
            await authenticateWalletConnect({ provider: current, siwx, namespaces })
          } else await current.connect({ optionalNamespaces: namespaces })
        } catch (error) {
          // One-click sign-in failed: no half-made session or pairing stays (SPEC §4).
          if (siwx)
            await endSession(current, { pairingTopic: /^wc:([^@]+)@/.exec(shown ?? '')?.[1] })
          throw error instanceof FoyerError ? error : toWalletConnectError(error)
        } finally {
          current.removeListener('display_uri', onUri)
        }
      }
      const connection = await connectionOf(current, namespace, wanted)
      if (!connection) throw toWalletError({ code: 4100 })
      chainId = connection.chainId
      marker.set(namespace)
      marker.setChain(namespace, chainId)
      return connection
    },
    async disconnect() {
      if (!loaded && !marker.get()) return
      const current = await provider()
      marker.clear()
      chainId = undefined
      if (!current.session) return
      try {
        await endSession(current, { throwOnError: true })
      } catch (error) {
        throw toWalletConnectError(error)
      }
    },
    async getAccounts() {
      if (!loaded && !marker.get()) return []
      const connection = await connectionOf(await provider(), restoredNamespace())
      return connection?.accounts ?? []
    },
    async getChainId() {
      const connection =
        loaded || marker.get()
          ? await connectionOf(await provider(), restoredNamespace())
          : undefined
      if (connection) return connection.chainId
      throw toWalletError({ code: 4900 })
    },
    async getProvider(): Promise<Eip1193Provider> {
      const current = await provider()
      return {
        async request({ method, params }) {
          const caip = `${restoredNamespace()}:${await methods.getChainId()}`
          try {
            return await current.request(
              params === undefined ? { method } : { method, params },
              caip,
            )
          } catch (error) {
            throw toWalletConnectError(error)
          }
        },
        on: (event, listener) => current.on(event, listener as never),
        removeListener: (event, listener) => current.removeListener(event, listener as never),
      }
    },
    // Before the session is loaded nothing is known: any chain may be asked for.
    approvedChainIds: (namespace) =>
      loaded?.session ? sessionChainIds(loaded.session, namespace) : undefined,
    async switchChain({ chainId: next }) {
      const current = await provider()
      const caip = `eip155:${await methods.getChainId()}`
      try {
        await current.request(
          {
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${Number(next).toString(16)}` }],
          },
          caip,
        )
      } catch (error) {
        throw toWalletConnectError(error)
      }
      chainId = next
      marker.setChain('eip155', next)
      emit({ type: 'chainChanged', chainId: next })
    },
  }
  return methods
}
