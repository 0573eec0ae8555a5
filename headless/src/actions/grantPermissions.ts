import type { EvmGrantedPermissions, EvmPermission } from '../adapters/evmWalletTypes.js'
import type { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { askEvmWallet } from './evmWallet.js'

export type GrantPermissionsParameters = {
  /** When the permissions end, unix seconds. */
  expiry: number
  /** E.g. `{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [] }`. */
  permissions: readonly EvmPermission[]
  /** Who uses the permissions (ERC-7715 signer). @default the wallet itself */
  signer?: { type: string; data?: Record<string, unknown> }
}

/** The permissions granted, and their `permissionsContext` (the id to revoke them with). */
export type GrantPermissionsReturnType = EvmGrantedPermissions

export type GrantPermissionsErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/**
 * Asks the connected wallet to grant permissions to act for the account (ERC-7715
 * `wallet_grantPermissions`, viem's experimental action). The person's refusal is
 * `UserRejectedRequestError`.
 */
export function grantPermissions(
  foyer: Foyer,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    expiry: is.number,
    permissions: is.array,
    signer: is.optional(is.shape({ type: is.string })),
  })
  return askEvmWallet(foyer, ({ adapter, provider, address }) =>
    adapter.grantPermissions({ provider, address, ...parameters }),
  )
}
