import type { SolanaSignature } from '../adapters/solana.js'
import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import type {
  SolanaRpcError,
  SolanaTransactionFailedError,
  SolanaTransactionNotConfirmedError,
} from '../errors/solana.js'
import { activeWallet } from '../store/activeWallet.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertSolanaSendOptions, type SolanaSendOptions } from '../validation/solanaSendOptions.js'

export type TransferTokenParameters = {
  /** The recipient's wallet address (not a token account). */
  to: string
  /** The token: an SPL mint address on solana. */
  token: string
  /** In the token's smallest unit (`10n ** decimals` is one token). */
  amount: bigint
  /** SPEC §5's sign-and-send options, checked first (`InvalidSolanaSendOptionsError`). */
  sendOptions?: SolanaSendOptions
}

/** The transfer's signature (base58), once the cluster confirmed it. */
export type TransferTokenReturnType = SolanaSignature

export type TransferTokenErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | SolanaRpcError
  | SolanaTransactionFailedError
  | SolanaTransactionNotConfirmedError
  | FoyerError

/**
 * Has the connected wallet send a fungible token on the active network. `sendTransaction` moves
 * the native currency; a token transfer needs the token's id and decimals and, on solana,
 * associated token accounts, which its `to`/`value`/`data` cannot say, hence this action. On
 * solana: `transferChecked` between the associated token accounts, the recipient's created if
 * missing. Today solana only: on eip155 it throws `UnsupportedChainError` (an ERC-20 transfer
 * is `writeContract`).
 */
export async function transferToken(
  foyer: Foyer,
  parameters: TransferTokenParameters,
): Promise<TransferTokenReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    to: is.string,
    token: is.string,
    amount: is.bigint,
    sendOptions: is.optional(is.object),
  })
  const { adapter, connector, address } = activeWallet(foyer, ['solana'])
  const network = foyer.store.get(activeNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  assertSolanaSendOptions(parameters.sendOptions ?? {})
  let signature: TransferTokenReturnType
  try {
    signature = await adapter.transferToken({
      provider: await connector.getProvider(),
      network,
      address,
      to: parameters.to,
      token: parameters.token,
      amount: parameters.amount,
      rpcUrls: foyer.rpcUrls(network),
      sendOptions: parameters.sendOptions,
    })
  } catch (error) {
    throw toWalletError(error)
  }
  foyer.emitter.emit({
    type: 'transactionSent',
    namespace: adapter.namespace,
    network,
    hash: signature,
  })
  return signature
}
