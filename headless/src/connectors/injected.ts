import { lazyOnce } from '../utils/lazyOnce.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type {
  Connector,
  ConnectorEvent,
  ConnectorType,
  CreateConnectorFn,
} from './createConnector.js'
import { type Eip1193Provider, parseEvmChainId } from './eip1193.js'

/** Parameters of {@link injected}. */
export type InjectedParameters = {
  /** The wallet's EIP-1193 provider. */
  provider: Eip1193Provider
  /** The wallet's name, as the list shows it. @default 'Browser Wallet' */
  name?: string
  /** @default the rdns, else 'injected' */
  id?: string
  /** Reverse-DNS id of the wallet (EIP-6963). */
  rdns?: string
  /** The wallet's icon. */
  imageUrl?: string
  /** @default 'ANNOUNCED' with an rdns, else 'INJECTED' */
  type?: Extract<ConnectorType, 'INJECTED' | 'ANNOUNCED'>
}

/**
 * The connector of a browser wallet's EIP-1193 provider: one announced through EIP-6963, or
 * one a host hands over. This factory is what the page loads with the wallets it lists: the
 * calls to the wallet (`injectedMethods.ts`, with viem's address checks and the wallet error
 * codes) load with import() on the first one, the restore of a stored session included.
 * Accounts are checked and checksummed; every wallet error becomes a Foyer error (4001 →
 * `UserRejectedRequestError`).
 */
export function injected(parameters: InjectedParameters): CreateConnectorFn {
  const text = is.optional(is.string)
  assertParameters(parameters, {
    provider: is.shape({ request: is.function }),
    id: text,
    name: text,
    rdns: text,
    imageUrl: text,
  })
  const { provider, rdns } = parameters
  const methods = lazyOnce(async () =>
    (await import('./injectedMethods.js')).injectedMethods(provider),
  )

  return () => {
    const connector: Connector = {
      id: parameters.id ?? rdns ?? 'injected',
      name: parameters.name ?? 'Browser Wallet',
      type: parameters.type ?? (rdns ? 'ANNOUNCED' : 'INJECTED'),
      chain: 'eip155',
      namespaces: ['eip155'],
      ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}),
      ...(rdns ? { info: { rdns } } : {}),
      connect: async (connectParameters) => (await methods()).connect(connectParameters),
      disconnect: async () => (await methods()).disconnect(),
      getAccounts: async () => (await methods()).getAccounts(),
      getChainId: async () => (await methods()).getChainId(),
      isAuthorized: async () => (await connector.getAccounts()).length > 0,
      getProvider: async () => provider,
      switchChain: async (switchParameters) => (await methods()).switchChain(switchParameters),
      subscribe(listener: (event: ConnectorEvent) => void) {
        let active = true
        const onAccountsChanged = (value: unknown) =>
          void methods().then(
            ({ toAccounts }) =>
              active && listener({ type: 'accountsChanged', accounts: toAccounts(value) }),
            // The checks' code failed to load: the change cannot be checked, so it is dropped.
            () => {},
          )
        const onChainChanged = (value: unknown) => {
          const chainId = parseEvmChainId(value)
          if (chainId !== undefined) listener({ type: 'chainChanged', chainId })
        }
        const onDisconnect = () => listener({ type: 'disconnect' })
        provider.on?.('accountsChanged', onAccountsChanged)
        provider.on?.('chainChanged', onChainChanged)
        provider.on?.('disconnect', onDisconnect)
        return () => {
          active = false
          provider.removeListener?.('accountsChanged', onAccountsChanged)
          provider.removeListener?.('chainChanged', onChainChanged)
          provider.removeListener?.('disconnect', onDisconnect)
        }
      },
    }
    return connector
  }
}
