import type {
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import { httpStatusNames } from './api.js'
import { FoyerError, type FoyerErrorParameters, isViemError } from './FoyerError.js'
import { causeChain, readProperty } from './inspect.js'
import { toWalletError, WalletRpcError, walletRpcErrorCodes } from './rpc.js'

// SPEC §8: errors of chain nodes and of the JSON-RPC transports map to typed errors. viem
// already decodes them (revert reasons, panic descriptions, nonce, funds, fees, gas, transaction
// type) and words the transport failures (HTTP request failed, RPC request failed, request
// took too long); these leaves carry viem's sentence or reason and give each case a stable
// Foyer code. viem's errors are recognised by their `name`, not with `instanceof`, so this
// module imports no viem code: the EVM adapter's lazily loaded runtime uses it, and a module
// both loaded lazily and reachable from the root entry lands in a host's first bundle.

/** A contract call or transaction reverted; `reason` is the decoded reason or panic text. */
export class ContractRevertedError extends FoyerError {
  override name = 'ContractRevertedError'
  static readonly code = 'CONTRACT_REVERTED'
  /** The revert reason, or the panic description, as viem decoded it. */
  readonly reason: string | undefined
  constructor(reason: string | undefined, parameters: FoyerErrorParameters = {}) {
    super(ContractRevertedError.code, 'Execution reverted', {
      metaMessages: reason ? [`Reason: ${reason}`] : [],
      ...parameters,
    })
    this.reason = reason
  }
}

/** The node refused the transaction's nonce (too high, too low or at its maximum). */
export class TransactionNonceError extends FoyerError {
  override name = 'TransactionNonceError'
  static readonly code = 'TRANSACTION_NONCE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TransactionNonceError.code, 'Transaction nonce is not valid', parameters)
  }
}

/** The account cannot pay for the transaction's value and gas. */
export class TransactionInsufficientFundsError extends FoyerError {
  override name = 'TransactionInsufficientFundsError'
  static readonly code = 'TRANSACTION_INSUFFICIENT_FUNDS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      TransactionInsufficientFundsError.code,
      'Insufficient funds for the transaction',
      parameters,
    )
  }
}

/** The node refused the fee cap (too high, too low, or a tip above it). */
export class TransactionFeeCapError extends FoyerError {
  override name = 'TransactionFeeCapError'
  static readonly code = 'TRANSACTION_FEE_CAP'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TransactionFeeCapError.code, 'Transaction fee cap is not valid', parameters)
  }
}

/** The node refused the gas limit (below intrinsic gas, or above the block limit). */
export class TransactionGasError extends FoyerError {
  override name = 'TransactionGasError'
  static readonly code = 'TRANSACTION_GAS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TransactionGasError.code, 'Transaction gas limit is not valid', parameters)
  }
}

/** The node does not support the transaction's type. */
export class TransactionTypeUnsupportedError extends FoyerError {
  override name = 'TransactionTypeUnsupportedError'
  static readonly code = 'TRANSACTION_TYPE_UNSUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TransactionTypeUnsupportedError.code, 'Transaction type is not supported', parameters)
  }
}

/** An RPC node answered with a failing HTTP status; the sentence is viem's. */
export class RpcHttpError extends FoyerError {
  override name = 'RpcHttpError'
  static readonly code = 'RPC_HTTP'
  readonly status: number | undefined
  /** The status's name where SPEC §8 names it (403, 503). */
  readonly statusName: string | undefined
  constructor(cause: HttpRequestError) {
    const statusName = cause.status ? httpStatusNames[cause.status] : undefined
    super(RpcHttpError.code, cause.shortMessage, {
      cause,
      metaMessages: statusName ? [`Status: ${cause.status} ${statusName}`] : [],
    })
    this.status = cause.status
    this.statusName = statusName
  }
}

/** An RPC node answered a JSON-RPC error viem could not type; the sentence is viem's. */
export class RpcRequestFailedError extends FoyerError {
  override name = 'RpcRequestFailedError'
  static readonly code = 'RPC_REQUEST_FAILED'
  constructor(cause: RpcRequestError) {
    super(RpcRequestFailedError.code, cause.shortMessage, { cause })
  }
}

/** An RPC node took too long to respond; the sentence is viem's. */
export class RpcTimeoutError extends FoyerError {
  override name = 'RpcTimeoutError'
  static readonly code = 'RPC_TIMEOUT'
  constructor(cause: TimeoutError) {
    super(RpcTimeoutError.code, cause.shortMessage, { cause })
  }
}

/**
 * The first of viem's errors named `names` in an error's cause chain (or `error` itself). The
 * walk is Foyer's bounded one, not viem's `walk()`, which recurses without end on a cycle.
 */
function find<found>(error: unknown, names: readonly string[]): found | undefined {
  if (!isViemError(error)) return undefined
  for (const item of causeChain(error)) {
    const name = readProperty(item, 'name')
    if (isViemError(item) && typeof name === 'string' && names.includes(name)) return item as found
  }
  return undefined
}

/**
 * Turns an error thrown by a viem client — a node error, a transport failure or a wallet
 * error — into a Foyer leaf (SPEC §8). Node and transport errors get their own leaves; anything
 * else goes through {@link toWalletError} (user rejection stays its own code).
 */
export function toNodeError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error
  const reverted = find<ContractFunctionRevertedError | ExecutionRevertedError>(error, [
    'ContractFunctionRevertedError',
    'ExecutionRevertedError',
  ])
  if (reverted)
    return new ContractRevertedError(
      reverted.name === 'ContractFunctionRevertedError'
        ? (reverted as ContractFunctionRevertedError).reason
        : /with reason: (.*)\.$/.exec(reverted.shortMessage)?.[1],
      { cause: error },
    )
  if (find(error, ['NonceTooHighError', 'NonceTooLowError', 'NonceMaxValueError']))
    return new TransactionNonceError({ cause: error })
  if (find(error, ['InsufficientFundsError']))
    return new TransactionInsufficientFundsError({ cause: error })
  if (find(error, ['FeeCapTooHighError', 'FeeCapTooLowError', 'TipAboveFeeCapError']))
    return new TransactionFeeCapError({ cause: error })
  if (find(error, ['IntrinsicGasTooHighError', 'IntrinsicGasTooLowError']))
    return new TransactionGasError({ cause: error })
  if (find(error, ['TransactionTypeNotSupportedError']))
    return new TransactionTypeUnsupportedError({ cause: error })
  // A wallet's known RPC code (e.g. 4001) beats the transport wrapper around it.
  const wallet = toWalletError(error)
  const rpcCode = (wallet as { rpcCode?: number }).rpcCode
  if (rpcCode !== undefined && rpcCode in walletRpcErrorCodes) return wallet
  if (find(error, ['UnknownRpcError'])) return new WalletRpcError(-1, { cause: error })
  const timeout = find<TimeoutError>(error, ['TimeoutError'])
  if (timeout) return new RpcTimeoutError(timeout)
  const http = find<HttpRequestError>(error, ['HttpRequestError'])
  if (http) return new RpcHttpError(http)
  const rpc = find<RpcRequestError>(error, ['RpcRequestError'])
  if (rpc) return new RpcRequestFailedError(rpc)
  return wallet
}
