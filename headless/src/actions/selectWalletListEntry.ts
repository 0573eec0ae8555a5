import type { WalletListEntry } from '../rules/walletDirectoryList.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { navigate } from './navigate.js'
import {
  type SelectWalletErrorType,
  type SelectWalletReturnType,
  selectWallet,
} from './selectWallet.js'

export type SelectWalletListEntryParameters = {
  /** An entry of the All Wallets list (`useAllWallets().wallets`). */
  entry: WalletListEntry
}

/** The connected account for an installed wallet; undefined for a directory wallet. */
export type SelectWalletListEntryReturnType = SelectWalletReturnType | undefined

export type SelectWalletListEntryErrorType = SelectWalletErrorType

/**
 * What a click on an entry of the All Wallets list does: an installed wallet connects
 * (`selectWallet`: ConnectingExternal, then the modal closes); any other wallet opens
 * ConnectingWalletConnect with its `walletId`.
 */
export async function selectWalletListEntry(
  foyer: Foyer,
  parameters: SelectWalletListEntryParameters,
): Promise<SelectWalletListEntryReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    entry: is.anyOf(
      is.shape({ type: is.oneOf(['connector']), connector: is.shape({ id: is.string }) }),
      is.shape({
        type: is.oneOf(['wallet']),
        id: is.string,
        wallet: is.shape({ id: is.string, name: is.string }),
      }),
    ),
  })
  const { entry } = parameters
  if (entry.type === 'connector') return selectWallet(foyer, { connectorId: entry.connector.id })
  navigate(foyer, {
    type: 'push',
    route: { view: 'ConnectingWalletConnect', data: { walletId: entry.id } },
  })
  return undefined
}
