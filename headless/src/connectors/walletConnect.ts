import type { ChainNamespace } from '../chains/namespaces.js'
import { InvalidOptionError } from '../errors/config.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  Connector,
  ConnectorConfig,
  ConnectorEvent,
  CreateConnectorFn,
} from './createConnector.js'
import { sessionMarker } from './walletConnectMarker.js'
import type { WalletConnectMethods } from './walletConnectMethods.js'
import type { WalletConnectParameters } from './walletConnectSession.js'

/** The id of the WalletConnect connector Foyer adds (SPEC §9 connector order `walletConnect`). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The WalletConnect connector (the contract; one-click sign-in runs inside `connect`). */
export type WalletConnectConnector = Connector

/** A wallet's error as a Foyer leaf; the codes' module loads with the first error. */
async function walletError(error: unknown) {
  return (await import('../errors/rpc.js')).toWalletError(error)
}

/**
 * The WalletConnect v2 connector (id 'walletConnect', type 'WALLET_CONNECT'): a QR code or deep
 * link pairs a phone or desktop wallet through the relay at `config.relayUrl`. This factory is
 * what the page loads with the host's configuration: its methods (`walletConnectMethods.ts`)
 * load with import() on the first call that needs them, and they load the SDK on the first
 * connect, or on restore when a session was stored, never before.
 */
export function walletConnect(parameters: WalletConnectParameters = {}): CreateConnectorFn {
  return (config: ConnectorConfig): WalletConnectConnector => {
    const namespaces = [...new Set(config.networks.map((network) => network.chainNamespace))]
    const chain: ChainNamespace = namespaces[0] ?? 'eip155'
    const listeners = new Set<(event: ConnectorEvent) => void>()
    const emit = (event: ConnectorEvent) => {
      for (const listener of [...listeners]) listener(event)
    }
    const marker = sessionMarker(config)
    let loaded: WalletConnectMethods | undefined
    const methods = lazyOnce(async () => {
      const { relayUrl } = config
      if (!relayUrl) throw new InvalidOptionError('WalletConnect needs `services.relayUrl`')
      const { walletConnectMethods } = await import('./walletConnectMethods.js').catch(
        async (error: unknown) => {
          throw await walletError(error)
        },
      )
      loaded = walletConnectMethods(config, parameters, { chain, relayUrl, emit, marker })
      return loaded
    })
    // Nothing was connected or restored yet: nothing to load for the answer.
    const idle = () => !loaded && !marker.get()

    const connector: WalletConnectConnector = {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
      namespaces,
      connect: async (connectParameters) => (await methods()).connect(connectParameters),
      disconnect: async () => (idle() ? undefined : (await methods()).disconnect()),
      getAccounts: async () => (idle() ? [] : (await methods()).getAccounts()),
      async getChainId() {
        if (idle()) throw await walletError({ code: 4900 })
        return (await methods()).getChainId()
      },
      async isAuthorized() {
        if (!marker.get()) return false
        return (await connector.getAccounts()).length > 0
      },
      getProvider: async () => (await methods()).getProvider(),
      // Before the session is loaded nothing is known: any chain may be asked for.
      approvedChainIds: (namespace) => loaded?.approvedChainIds(namespace),
      switchChain: async (switchParameters) => (await methods()).switchChain(switchParameters),
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }
    return connector
  }
}
