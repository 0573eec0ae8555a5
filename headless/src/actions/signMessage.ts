import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { toWalletError } from '../errors/rpc.js'
import { activeWallet } from '../store/activeWallet.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SignMessageParameters = {
  /** The text to sign. */
  message: string
}

/**
 * The signature, hex (on solana the 64-byte ed25519 signature; on bip122 the wallet's signature
 * bytes, with the devstack's test wallet a 65-byte legacy "Bitcoin Signed Message" signature).
 */
export type SignMessageReturnType = `0x${string}`

export type SignMessageErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet of the active namespace sign a message (EIP-191 `personal_sign` on
 * eip155, `solana:signMessage` on solana, `bitcoin:signMessage` on bip122), whatever connects it (a browser wallet,
 * WalletConnect, a Wallet Standard wallet, …). Throws
 * `NoActiveCaipAddressError` with no connected account, `UnsupportedChainError` on a namespace
 * that cannot sign yet, and the wallet's refusal as `UserRejectedRequestError`.
 */
export async function signMessage(
  foyer: Foyer,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { message: is.string })
  const { adapter, connector, address } = activeWallet(foyer, ['eip155', 'solana', 'bip122'])
  try {
    return await adapter.signMessage({
      provider: await connector.getProvider(),
      address,
      message: parameters.message,
    })
  } catch (error) {
    throw toWalletError(error)
  }
}
