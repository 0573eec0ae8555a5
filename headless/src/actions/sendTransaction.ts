import type { SolanaSignature } from '../adapters/solana.js'
import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { InvalidParameterError } from '../errors/parameters.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import { TransactionAddressError } from '../errors/validation.js'
import { activeWallet } from '../store/activeWallet.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  assertParameters,
  describeProvided,
  parameterRules as is,
} from '../validation/parameters.js'
import { assertSolanaSendOptions, type SolanaSendOptions } from '../validation/solanaSendOptions.js'

export type SendTransactionParameters = {
  /** The recipient (or contract) address. */
  to: string
  /** In the native currency's smallest unit (wei, lamports). @default 0n */
  value?: bigint
  /** Call data (eip155 only: on solana it throws `SolanaCallDataUnsupportedError`). */
  data?: `0x${string}`
  /** Solana only: SPEC §5's sign-and-send options, checked first (`InvalidSolanaSendOptionsError`). */
  sendOptions?: SolanaSendOptions
}

/**
 * The transaction's id once sent: an eip155 hash (`0x…`), or on solana the base58 signature,
 * returned once the cluster confirmed it.
 */
export type SendTransactionReturnType = `0x${string}` | SolanaSignature

export type SendTransactionErrorType =
  | InvalidParameterError
  | TransactionAddressError
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet of the active namespace send a transaction on the active network,
 * whatever connects it: eip155 `eth_sendTransaction`, resolving with the hash (waiting for the
 * receipt is the caller's choice); on solana a SOL transfer of `value` lamports to `to`, built
 * by the solana adapter, signed and sent through the wallet, resolving with the signature once
 * confirmed (SPL tokens: `transferToken`). Throws `NoActiveCaipNetworkError` when the wallet is on a
 * network the host does not offer, and the wallet's refusal as `UserRejectedRequestError`.
 */
export async function sendTransaction(
  foyer: Foyer,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    to: is.string,
    value: is.optional(is.bigint),
    data: is.optional(is.hex),
    sendOptions: is.optional(is.object),
  })
  const { adapter, connector, address } = activeWallet(foyer, ['eip155', 'solana'])
  if (!isAddressOfNamespace(adapter.namespace, parameters.to)) {
    throw new TransactionAddressError({
      metaMessages: ['Rule: to is a valid address', describeProvided(parameters.to)],
    })
  }
  const network = foyer.store.get(activeNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  assertSolanaSendOptions(parameters.sendOptions ?? {})
  let hash: SendTransactionReturnType
  try {
    hash = await adapter.sendTransaction({
      provider: await connector.getProvider(),
      network,
      address,
      to: parameters.to,
      value: parameters.value,
      data: parameters.data,
      rpcUrls: foyer.rpcUrls(network),
      sendOptions: parameters.sendOptions,
    })
  } catch (error) {
    throw toWalletError(error)
  }
  foyer.emitter.emit({ type: 'transactionSent', namespace: adapter.namespace, network, hash })
  return hash
}
