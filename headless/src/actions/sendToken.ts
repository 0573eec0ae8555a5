import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type { SendTokenParameters, SendTokenReturnType } from './sendTokenRuntime.js'

export type {
  SendableToken,
  SendTokenErrorType,
  SendTokenParameters,
  SendTokenReturnType,
} from './sendTokenRuntime.js'

/**
 * Has the connected wallet of the active namespace send `amount` of a token to `to` (SPEC §4
 * "Send token"): on eip155 the native coin with `eth_sendTransaction` and an ERC-20 with
 * `transfer(recipient, amount)` (`writeContract`); on solana SOL with a system transfer and an
 * SPL token with `transferChecked` (`transferToken`). Other namespaces throw
 * `UnsupportedChainError` ('Unsupported chain'); a `to` that is not an address of the namespace
 * throws `TransactionAddressError` before the wallet is asked. The wallet's refusal comes as
 * `UserRejectedRequestError`, node and RPC failures as their typed leaves.
 * Its code loads on first use.
 */
export async function sendToken(
  foyer: Foyer,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { token: is.object, to: is.string, amount: is.bigint })
  return (await import('./sendTokenRuntime.js')).sendToken(foyer, parameters)
}
