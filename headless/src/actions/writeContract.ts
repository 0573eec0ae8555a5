import type { EvmContractCall } from '../adapters/evmWalletTypes.js'
import type {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  UnsupportedChainError,
} from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { ContractRevertedError, TransactionInsufficientFundsError } from '../errors/node.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import type {
  AbiAddressError,
  AbiArrayLengthError,
  AbiBoolError,
  AbiBytesSizeError,
  AbiEncodingError,
  AbiIntegerRangeError,
  TransactionAddressError,
} from '../errors/validation.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

/**
 * The contract (`address`), its `abi`, the `functionName` and its `args`, and the wei `value`
 * for a payable function. E.g. an ERC-20 transfer: `{ address: token, abi: erc20Abi,
 * functionName: 'transfer', args: [recipient, amount] }`.
 */
export type WriteContractParameters = EvmContractCall

/** The transaction hash, once the wallet has sent it. */
export type WriteContractReturnType = `0x${string}`

export type WriteContractErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | TransactionAddressError
  | AbiAddressError
  | AbiArrayLengthError
  | AbiBoolError
  | AbiBytesSizeError
  | AbiIntegerRangeError
  | AbiEncodingError
  | ContractRevertedError
  | TransactionInsufficientFundsError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet call a contract function on the active network: the arguments are
 * encoded with viem's `encodeFunctionData` on the given ABI and sent with
 * `eth_sendTransaction`. Resolves with the hash; waiting for the receipt is the caller's choice.
 * The contract address and the arguments are checked first (SPEC §5: array length, bool,
 * address, integer range and bytes size each throw their `Abi…Error`); node errors come typed
 * (`ContractRevertedError`, …) and the wallet's refusal as `UserRejectedRequestError`. Once sent,
 * the account's balances and activity are fetched again (event `transactionSent`).
 */
export async function writeContract(
  foyer: Foyer,
  parameters: WriteContractParameters,
): Promise<WriteContractReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    address: is.string,
    abi: is.array,
    functionName: is.string,
    args: is.optional(is.array),
    value: is.optional(is.bigint),
  })
  const sent = await askEvmWallet(foyer, async ({ adapter, provider, address, network }) => {
    const active = network()
    const hash = await adapter.writeContract({
      provider,
      address,
      network: active,
      contract: parameters,
    })
    return { hash, network: active }
  })
  // Balances and activity refresh, as after `sendTransaction` (an ERC-20 send is this call).
  foyer.emitter.emit({ type: 'transactionSent', namespace: 'eip155', ...sent })
  return sent.hash
}
