import { FoyerError, type FoyerErrorParameters, isViemError } from './FoyerError.js'
import { UnknownError } from './generic.js'
import { causeChain, readProperty } from './inspect.js'

/**
 * Wallet RPC error codes (EIP-1193, EIP-1474, EIP-5792) and what each means (SPEC §8). -32603
 * also stands for an invalid chain id; 4902 for an unrecognised chain when switching. Unknown
 * codes read viem's sentence, see {@link unknownRpcCodeMessage}.
 */
export const walletRpcErrorCodes = {
  [-32700]: 'Invalid JSON was received by the server.',
  [-32600]: 'The JSON sent is not a valid request object.',
  [-32601]: 'The method does not exist or is not available.',
  [-32602]: 'Invalid method parameters.',
  [-32603]: 'An internal error was received.',
  [-32000]: 'Missing or invalid parameters.',
  [-32001]: 'Requested resource not found.',
  [-32002]: 'Requested resource not available.',
  [-32003]: 'Transaction creation failed.',
  [-32004]: 'Method is not implemented.',
  [-32005]: 'Request exceeds defined limit.',
  [-32006]: 'Version of JSON-RPC protocol is not supported.',
  4001: 'User rejected the request.',
  4100: 'The requested method and/or account has not been authorized by the user.',
  4200: 'The Provider does not support the requested method.',
  4900: 'The Provider is disconnected from all chains.',
  4901: 'The Provider is not connected to the requested chain.',
  4902: 'Unrecognized chain ID.',
  5000: 'An error occurred in the wallet.',
  5700: 'The wallet does not support a capability that was not marked as optional.',
  5710: 'The wallet does not support the requested chain ID.',
  5720: 'There is already a bundle submitted with this ID.',
  5730: 'This bundle ID is unknown to the wallet.',
  5740: 'The call bundle is too large for the wallet to process.',
  5750: 'The user rejected the atomic upgrade.',
  5760: 'The wallet does not support atomic execution.',
} as const satisfies Record<number, string>

/** A wallet RPC error code Foyer knows the meaning of. */
export type WalletRpcErrorCode = keyof typeof walletRpcErrorCodes

/**
 * The sentence for a wallet RPC error code that is not in {@link walletRpcErrorCodes}: viem's
 * own ('An unknown RPC error occurred.'), surfaced from the `UnknownRpcError` viem raised while
 * talking to the wallet (SPEC §8); for an error that never went through viem, the wallet's own
 * message, else SPEC §8's 'Unknown error'. The cause chain is walked with a bound (see
 * `CAUSE_CHAIN_MAX_DEPTH`), so a cycle ends the search.
 */
export function unknownRpcCodeMessage(cause: unknown): string {
  for (const error of causeChain(cause)) {
    if (isViemError(error) && readProperty(error, 'name') === 'UnknownRpcError') {
      const shortMessage = readProperty(error, 'shortMessage')
      if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    }
  }
  const own = readProperty(cause, 'message')
  return typeof own === 'string' && own.trim() ? own : new UnknownError().shortMessage
}

/** Reads a numeric `code` from anything a wallet may throw (EIP-1193 errors are plain objects). */
export function getRpcErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = readProperty(error, 'code')
  return typeof code === 'number' ? code : undefined
}

/** The user declined the request in their wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends FoyerError {
  override name = 'UserRejectedRequestError'
  static readonly code = 'USER_REJECTED'
  readonly rpcCode = 4001
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UserRejectedRequestError.code, walletRpcErrorCodes[4001], parameters)
  }
}

/** A wallet answered with an RPC error other than user rejection. */
export class WalletRpcError extends FoyerError {
  override name = 'WalletRpcError'
  static readonly code = 'WALLET_RPC_ERROR'
  readonly rpcCode: number | undefined
  constructor(rpcCode: number | undefined, parameters: FoyerErrorParameters = {}) {
    const known = rpcCode !== undefined && rpcCode in walletRpcErrorCodes
    super(
      WalletRpcError.code,
      known
        ? walletRpcErrorCodes[rpcCode as WalletRpcErrorCode]
        : unknownRpcCodeMessage(parameters.cause),
      {
        ...parameters,
        metaMessages: parameters.metaMessages ?? [`RPC code: ${rpcCode ?? 'none'}`],
      },
    )
    this.rpcCode = rpcCode
  }
}

// EIP-5792 (wallet_sendCalls and friends): each code of SPEC §8 has its own leaf, so a host
// branches on `code` (e.g. retry without `forceAtomic` on ATOMICITY_NOT_SUPPORTED).

/** EIP-5792 5700: the wallet lacks a capability the request did not mark optional. */
export class UnsupportedNonOptionalCapabilityError extends FoyerError {
  override name = 'UnsupportedNonOptionalCapabilityError'
  static readonly code = 'UNSUPPORTED_NON_OPTIONAL_CAPABILITY'
  readonly rpcCode = 5700
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UnsupportedNonOptionalCapabilityError.code, walletRpcErrorCodes[5700], parameters)
  }
}

/** EIP-5792 5710: the wallet does not support the chain the calls are for. */
export class UnsupportedChainIdError extends FoyerError {
  override name = 'UnsupportedChainIdError'
  static readonly code = 'UNSUPPORTED_CHAIN_ID'
  readonly rpcCode = 5710
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UnsupportedChainIdError.code, walletRpcErrorCodes[5710], parameters)
  }
}

/** EIP-5792 5720: a batch with the same id was already sent. */
export class DuplicateCallsIdError extends FoyerError {
  override name = 'DuplicateCallsIdError'
  static readonly code = 'DUPLICATE_CALLS_ID'
  readonly rpcCode = 5720
  constructor(parameters: FoyerErrorParameters = {}) {
    super(DuplicateCallsIdError.code, walletRpcErrorCodes[5720], parameters)
  }
}

/** EIP-5792 5730: the wallet knows no batch with this id. */
export class UnknownCallsIdError extends FoyerError {
  override name = 'UnknownCallsIdError'
  static readonly code = 'UNKNOWN_CALLS_ID'
  readonly rpcCode = 5730
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UnknownCallsIdError.code, walletRpcErrorCodes[5730], parameters)
  }
}

/** EIP-5792 5740: the batch has more calls than the wallet takes. */
export class CallsBundleTooLargeError extends FoyerError {
  override name = 'CallsBundleTooLargeError'
  static readonly code = 'CALLS_BUNDLE_TOO_LARGE'
  readonly rpcCode = 5740
  constructor(parameters: FoyerErrorParameters = {}) {
    super(CallsBundleTooLargeError.code, walletRpcErrorCodes[5740], parameters)
  }
}

/** EIP-5792 5750: the person declined upgrading their account for atomic execution. */
export class AtomicUpgradeRejectedError extends FoyerError {
  override name = 'AtomicUpgradeRejectedError'
  static readonly code = 'ATOMIC_UPGRADE_REJECTED'
  readonly rpcCode = 5750
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AtomicUpgradeRejectedError.code, walletRpcErrorCodes[5750], parameters)
  }
}

/** EIP-5792 5760: atomic execution was required and the wallet cannot provide it. */
export class AtomicityNotSupportedError extends FoyerError {
  override name = 'AtomicityNotSupportedError'
  static readonly code = 'ATOMICITY_NOT_SUPPORTED'
  readonly rpcCode = 5760
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AtomicityNotSupportedError.code, walletRpcErrorCodes[5760], parameters)
  }
}

/** The EIP-5792 leaf of a code (5700–5760), or undefined for any other code. */
function callsError(code: number, cause: unknown): FoyerError | undefined {
  const parameters = { cause }
  switch (code) {
    case 5700:
      return new UnsupportedNonOptionalCapabilityError(parameters)
    case 5710:
      return new UnsupportedChainIdError(parameters)
    case 5720:
      return new DuplicateCallsIdError(parameters)
    case 5730:
      return new UnknownCallsIdError(parameters)
    case 5740:
      return new CallsBundleTooLargeError(parameters)
    case 5750:
      return new AtomicUpgradeRejectedError(parameters)
    case 5760:
      return new AtomicityNotSupportedError(parameters)
    default:
      return undefined
  }
}

/**
 * Turns whatever a wallet threw into a Foyer leaf error: 4001 becomes
 * {@link UserRejectedRequestError}, the EIP-5792 codes 5700–5760 their own leaves (e.g.
 * {@link AtomicityNotSupportedError}), any other code a {@link WalletRpcError}; Foyer errors pass
 * through unchanged. The cause chain is walked with a bound (see `CAUSE_CHAIN_MAX_DEPTH`), so
 * a cycle or an endless chain ends the search; it never throws.
 */
export function toWalletError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error
  // viem wraps provider errors; the wallet's own code sits somewhere in the cause chain.
  for (const current of causeChain(error)) {
    // A Foyer error a Foyer-made provider threw (the embedded wallet's), wrapped by viem.
    if (current instanceof FoyerError) return current
    const code = getRpcErrorCode(current)
    if (code === 4001) return new UserRejectedRequestError({ cause: error })
    const calls = code === undefined ? undefined : callsError(code, error)
    if (calls) return calls
    if (code !== undefined && code in walletRpcErrorCodes)
      return new WalletRpcError(code, { cause: error })
  }
  return new WalletRpcError(getRpcErrorCode(error), { cause: error })
}

/** SPEC §4, §8: adding an unrecognised chain (after code 4902) failed. */
export class ChainNotSupportedError extends FoyerError {
  override name = 'ChainNotSupportedError'
  static readonly code = 'CHAIN_NOT_SUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ChainNotSupportedError.code, 'Chain is not supported', parameters)
  }
}
