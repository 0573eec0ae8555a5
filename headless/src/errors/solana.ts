import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { causeChain, readProperty } from './inspect.js'
import { getRpcErrorCode, toWalletError, UserRejectedRequestError } from './rpc.js'

/** A Solana RPC node could not answer a read or take a transaction; `cause` holds why. */
export class SolanaRpcError extends FoyerError {
  override name = 'SolanaRpcError'
  static readonly code = 'SOLANA_RPC_ERROR'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SolanaRpcError.code, 'The Solana RPC request failed', parameters)
  }
}

/** A Solana transaction landed but failed on chain; `metaMessages` give its signature and error. */
export class SolanaTransactionFailedError extends FoyerError {
  override name = 'SolanaTransactionFailedError'
  static readonly code = 'SOLANA_TRANSACTION_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SolanaTransactionFailedError.code, 'The Solana transaction failed', parameters)
  }
}

/**
 * A sent Solana transaction was not confirmed before its blockhash expired (or the wait ended):
 * it may still land, so the signature is in `metaMessages`.
 */
export class SolanaTransactionNotConfirmedError extends FoyerError {
  override name = 'SolanaTransactionNotConfirmedError'
  static readonly code = 'SOLANA_TRANSACTION_NOT_CONFIRMED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SolanaTransactionNotConfirmedError.code,
      'The Solana transaction was not confirmed in time',
      parameters,
    )
  }
}

/** Solana transfers carry no EVM call data: `data` was given on the solana namespace. */
export class SolanaCallDataUnsupportedError extends FoyerError {
  override name = 'SolanaCallDataUnsupportedError'
  static readonly code = 'SOLANA_CALL_DATA_UNSUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SolanaCallDataUnsupportedError.code, 'Call data is not supported on Solana', parameters)
  }
}

/** How Wallet Standard wallets word a refusal (they rarely send EIP-1193's 4001). */
const rejection = /user rejected|rejected the request|user denied|denied by user|user cancel/i

/**
 * Turns what a Wallet Standard wallet threw into a Foyer leaf: a refusal (code 4001, or a
 * message saying the user rejected, denied or cancelled) becomes `UserRejectedRequestError`;
 * anything else is read as `toWalletError` reads an EIP-1193 error. Never throws.
 */
export function toWalletStandardError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error
  for (const current of causeChain(error)) {
    if (getRpcErrorCode(current) === 4001) break
    const message = readProperty(current, 'message')
    if (typeof message === 'string' && rejection.test(message))
      return new UserRejectedRequestError({ cause: error })
  }
  return toWalletError(error)
}
