import { ChainNotSupportedError, toWalletError, WalletRpcError } from '../errors/rpc.js'
import { addEthereumChainParameter } from './addEthereumChainParameter.js'
import type { Connector } from './createConnector.js'
import { type Eip1193Provider, parseEvmChainId } from './eip1193.js'
import { toEvmAccounts } from './evmAccounts.js'

/** What the injected connector does once its code has loaded: the calls to the wallet. */
export type InjectedMethods = Required<
  Pick<Connector, 'connect' | 'disconnect' | 'getAccounts' | 'getChainId' | 'switchChain'>
> & {
  /** The accounts a wallet reported, checked and checksummed (viem). */
  toAccounts(value: unknown): string[]
}

/**
 * The injected connector's calls to a browser wallet's provider (`injected` loads this module
 * with import() on the first call, with viem's address checks): every wallet error becomes a
 * Foyer error (4001 → `UserRejectedRequestError`).
 */
export function injectedMethods(provider: Eip1193Provider): InjectedMethods {
  async function request(method: string, params?: unknown): Promise<unknown> {
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }
  async function getChainId(): Promise<number> {
    const chainId = parseEvmChainId(await request('eth_chainId'))
    if (chainId === undefined) throw toWalletError({ code: -32603 })
    return chainId
  }
  async function getAccounts() {
    return toEvmAccounts(await request('eth_accounts'))
  }
  return {
    toAccounts: toEvmAccounts,
    async connect() {
      const [first, ...rest] = toEvmAccounts(await request('eth_requestAccounts'))
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
    async switchChain({ chainId, network }) {
      const hexChainId = `0x${Number(chainId).toString(16)}`
      const switchTo = () => request('wallet_switchEthereumChain', [{ chainId: hexChainId }])
      try {
        await switchTo()
      } catch (error) {
        // 4902: the wallet does not know the chain; it is added (the wallet asks), then used.
        if (!network || !(error instanceof WalletRpcError && error.rpcCode === 4902)) throw error
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
  }
}
