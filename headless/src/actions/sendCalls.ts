import type {
  EvmCall,
  EvmSendCallsResult,
  EvmWalletCapabilities,
} from '../adapters/evmWalletTypes.js'
import type {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  UnsupportedChainError,
} from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  CallsBundleTooLargeError,
  DuplicateCallsIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UserRejectedRequestError,
  WalletRpcError,
} from '../errors/rpc.js'
import type { InvalidSendCallsError } from '../errors/validation.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertSendCalls } from '../validation/sendCalls.js'
import { askEvmWallet } from './evmWallet.js'

export type SendCallsParameters = {
  /** The calls, run in order: each `to`, and optional `data` and wei `value`. */
  calls: readonly EvmCall[]
  /** Capabilities asked for (EIP-5792), each `{ …, optional?: boolean }`. */
  capabilities?: EvmWalletCapabilities
  /** Require the wallet to run the calls atomically. @default false */
  forceAtomic?: boolean
  /** The batch's id; the wallet chooses one otherwise. */
  id?: string
}

/** The batch's `id`, for `getCallsStatus`, and the capabilities the wallet answered with. */
export type SendCallsReturnType = EvmSendCallsResult

export type SendCallsErrorType =
  | InvalidSendCallsError
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | UserRejectedRequestError
  | UnsupportedNonOptionalCapabilityError
  | UnsupportedChainIdError
  | DuplicateCallsIdError
  | CallsBundleTooLargeError
  | AtomicUpgradeRejectedError
  | AtomicityNotSupportedError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet send a batch of calls on the active network (EIP-5792
 * `wallet_sendCalls`). The calls are checked first (SPEC §5: each `to` starts with 0x, `data`
 * if given too) and a broken rule throws `InvalidSendCallsError` before the wallet is asked.
 * The wallet's refusal is `UserRejectedRequestError`; its EIP-5792 codes have their own leaves
 * (e.g. `AtomicityNotSupportedError` for `forceAtomic` on a wallet that cannot).
 */
export async function sendCalls(
  foyer: Foyer,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    calls: is.array,
    capabilities: is.optional(is.object),
    forceAtomic: is.optional(is.boolean),
    id: is.optional(is.string),
  })
  assertSendCalls(parameters.calls)
  return askEvmWallet(foyer, ({ adapter, provider, address, network }) =>
    adapter.sendCalls({ provider, address, network: network(), ...parameters }),
  )
}
