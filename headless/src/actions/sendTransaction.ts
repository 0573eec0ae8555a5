import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import { activeWallet } from '../store/activeWallet.js'
import { activeNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type SendTransactionParameters = {
  /** The recipient (or contract) address. */
  to: string
  /** In the native currency's smallest unit (wei). @default 0n */
  value?: bigint
  /** Call data. */
  data?: `0x${string}`
}

/** The transaction hash, once the wallet has sent it. */
export type SendTransactionReturnType = `0x${string}`

export type SendTransactionErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet of the active namespace send a transaction on the active network
 * (eip155 `eth_sendTransaction`), whatever connects it. Resolves with the hash; waiting for the
 * receipt is the caller's choice. Throws `NoActiveCaipNetworkError` when the wallet is on a
 * network the host does not offer, and the wallet's refusal as `UserRejectedRequestError`.
 */
export async function sendTransaction(
  foyer: Foyer,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { adapter, connector, address } = activeWallet(foyer)
  const network = foyer.store.get(activeNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  try {
    return await adapter.sendTransaction({
      provider: await connector.getProvider(),
      network,
      address,
      to: parameters.to,
      value: parameters.value,
      data: parameters.data,
    })
  } catch (error) {
    throw toWalletError(error)
  }
}
