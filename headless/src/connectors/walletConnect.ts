import type { ChainNamespace } from '../chains/namespaces.js'
import { InvalidOptionError } from '../errors/config.js'
import { FoyerError } from '../errors/FoyerError.js'
import { causeChain, readProperty } from '../errors/inspect.js'
import { getRpcErrorCode, toWalletError, UserRejectedRequestError } from '../errors/rpc.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  Connector,
  ConnectorChainId,
  ConnectorConfig,
  ConnectorEvent,
  CreateConnectorFn,
} from './createConnector.js'
import type { Eip1193Provider } from './injected.js'
import {
  buildWalletConnectNamespaces,
  type CreateWalletConnectProvider,
  sessionChainIds,
  sessionConnection,
  sessionMarker,
  toConnectorChainId,
  type WalletConnectProvider,
} from './walletConnectSession.js'

/** The id of the WalletConnect connector Foyer adds (SPEC §9 connector order `walletConnect`). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Parameters of {@link walletConnect}. */
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

/** The WalletConnect connector (the contract; one-click sign-in runs inside `connect`). */
export type WalletConnectConnector = Connector

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

/**
 * The WalletConnect v2 connector (id 'walletConnect', type 'WALLET_CONNECT'): a QR code or deep
 * link pairs a phone or desktop wallet through the relay at `config.relayUrl`. The SDK loads
 * with a dynamic import on the first connect, or on restore when a session was stored, never
 * before. Sessions propose optional namespaces only, built from the host's networks. When the
 * host configured sign-in and every namespace is eip155 (`config.oneClickSiwx`), the pairing
 * signs in at once (`authenticate`, walletConnectAuthenticate.ts); if that fails, the session
 * and its pairing are ended.
 */
export function walletConnect(parameters: WalletConnectParameters = {}): CreateConnectorFn {
  return (config: ConnectorConfig): WalletConnectConnector => {
    const namespaces = [...new Set(config.networks.map((network) => network.chainNamespace))]
    const chain: ChainNamespace = namespaces[0] ?? 'eip155'
    const loadAccounts = lazyOnce(() => import('./evmAccounts.js'))
    const listeners = new Set<(event: ConnectorEvent) => void>()
    const emit = (event: ConnectorEvent) => {
      for (const listener of [...listeners]) listener(event)
    }

    const marker = sessionMarker(config)

    let loaded: WalletConnectProvider | undefined
    let chainId: ConnectorChainId | undefined
    let attempts = 0
    const loadProvider = lazyOnce(async () => {
      const { relayUrl } = config
      if (!relayUrl) throw new InvalidOptionError('WalletConnect needs `services.relayUrl`')
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
          ({ toEvmAccounts }) =>
            emit({ type: 'accountsChanged', accounts: toEvmAccounts(accounts) }),
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

    const connector: WalletConnectConnector = {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
      namespaces,
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
      async isAuthorized() {
        if (!marker.get()) return false
        return (await connector.getAccounts()).length > 0
      },
      async getProvider(): Promise<Eip1193Provider> {
        const current = await provider()
        return {
          async request({ method, params }) {
            const caip = `${restoredNamespace()}:${await connector.getChainId()}`
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
        const caip = `eip155:${await connector.getChainId()}`
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
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }
    return connector
  }
}
