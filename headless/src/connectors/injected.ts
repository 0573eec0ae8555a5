import type { Network } from '../chains/network.js'
import { ChainNotSupportedError, toWalletError, WalletRpcError } from '../errors/rpc.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'
import type {
  Connector,
  ConnectorChainId,
  ConnectorEvent,
  ConnectorType,
  CreateConnectorFn,
} from './createConnector.js'

/** An EIP-1193 provider, as browser wallets expose it. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: unknown[]) => void): void
  removeListener?(event: string, listener: (...arguments_: unknown[]) => void): void
}

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

/** An eip155 chain id as wallets send it (hex string, sometimes a number); undefined if not one. */
export function parseEvmChainId(value: unknown): number | undefined {
  const chainId =
    typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)
      ? Number.parseInt(value, 16)
      : typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/** EIP-1193 4902: the wallet does not know the chain it was asked to switch to. */
function isUnrecognizedChain(error: unknown): boolean {
  return error instanceof WalletRpcError && error.rpcCode === 4902
}

/** EIP-3085's `wallet_addEthereumChain` parameter for a host's network. */
export function addEthereumChainParameter(network: Network) {
  assertParameter('network', network, is.chain)
  const explorer = network.blockExplorers?.default?.url
  return {
    chainId: `0x${network.id.toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * The connector of a browser wallet's EIP-1193 provider: one announced through EIP-6963, or
 * one a host hands over. Accounts are checked and checksummed (viem, loaded on first use);
 * every wallet error becomes a Foyer error (4001 → `UserRejectedRequestError`).
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
  const loadAccounts = lazyOnce(() => import('./evmAccounts.js'))

  async function request(method: string, params?: unknown): Promise<unknown> {
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }
  async function accounts(value: unknown) {
    return (await loadAccounts()).toEvmAccounts(value)
  }
  async function getChainId(): Promise<ConnectorChainId> {
    const chainId = parseEvmChainId(await request('eth_chainId'))
    if (chainId === undefined) throw toWalletError({ code: -32603 })
    return chainId
  }
  async function getAccounts() {
    return accounts(await request('eth_accounts'))
  }

  return () => {
    const connector: Connector = {
      id: parameters.id ?? rdns ?? 'injected',
      name: parameters.name ?? 'Browser Wallet',
      type: parameters.type ?? (rdns ? 'ANNOUNCED' : 'INJECTED'),
      chain: 'eip155',
      namespaces: ['eip155'],
      ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}),
      ...(rdns ? { info: { rdns } } : {}),
      async connect() {
        const [first, ...rest] = await accounts(await request('eth_requestAccounts'))
        // Connected but no account shared: the dapp is not authorised (EIP-1193 4100).
        if (!first) throw toWalletError({ code: 4100 })
        return { accounts: [first, ...rest], chainId: await getChainId() }
      },
      async disconnect() {
        try {
          await request('wallet_revokePermissions', [{ eth_accounts: {} }])
        } catch {
          // Many wallets cannot revoke; forgetting the connection locally is enough.
        }
      },
      getAccounts,
      getChainId,
      isAuthorized: async () => (await getAccounts()).length > 0,
      getProvider: async () => provider,
      async switchChain({ chainId, network }) {
        const hexChainId = `0x${Number(chainId).toString(16)}`
        const switchTo = () => request('wallet_switchEthereumChain', [{ chainId: hexChainId }])
        try {
          await switchTo()
        } catch (error) {
          // 4902: the wallet does not know the chain; it is added (the wallet asks), then used.
          if (!network || !isUnrecognizedChain(error)) throw error
          try {
            await request('wallet_addEthereumChain', [addEthereumChainParameter(network)])
          } catch (cause) {
            const reason = toWalletError(cause)
            if (reason.code === 'USER_REJECTED') throw reason
            throw new ChainNotSupportedError({
              cause: reason,
              metaMessages: [`Chain: ${network.caipNetworkId}`],
            })
          }
          await switchTo()
        }
      },
      subscribe(listener: (event: ConnectorEvent) => void) {
        let active = true
        const onAccountsChanged = (value: unknown) =>
          void accounts(value).then(
            (list) => active && listener({ type: 'accountsChanged', accounts: list }),
            // The checksum code failed to load: the change cannot be checked, so it is dropped.
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
