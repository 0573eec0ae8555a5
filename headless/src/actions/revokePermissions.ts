import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

export type RevokePermissionsParameters = {
  /** The `permissionsContext` that `grantPermissions` resolved with. */
  permissionsContext: string
}

export type RevokePermissionsReturnType = undefined

export type RevokePermissionsErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Has the connected wallet revoke permissions it granted (ERC-7715
 * `wallet_revokePermissions` with `{ permissionsContext }`). A context the wallet does not know
 * is a `WalletRpcError`; the person's refusal `UserRejectedRequestError`.
 */
export function revokePermissions(
  foyer: Foyer,
  parameters: RevokePermissionsParameters,
): Promise<RevokePermissionsReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { permissionsContext: is.string })
  return askEvmWallet(foyer, ({ adapter, provider, address }) =>
    adapter.revokePermissions({
      provider,
      address,
      permissionsContext: parameters.permissionsContext,
    }),
  )
}
