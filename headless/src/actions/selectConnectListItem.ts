import type { ConnectListItem } from '../rules/walletList.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { navigate } from './navigate.js'
import {
  type SelectWalletErrorType,
  type SelectWalletReturnType,
  selectWallet,
} from './selectWallet.js'

export type SelectConnectListItemParameters = {
  /** An entry of the Connect view's wallet list (`useConnectWallets().items`). */
  item: ConnectListItem
}

/** The connected account for an installed or host wallet; undefined for the others. */
export type SelectConnectListItemReturnType = SelectWalletReturnType | undefined

export type SelectConnectListItemErrorType = SelectWalletErrorType

/**
 * What a click on an entry of the Connect view's wallet list does: the WalletConnect entry opens
 * its QR code (ConnectingWalletConnectBasic); an installed or host wallet connects
 * (`selectWallet`: ConnectingExternal, then the modal closes); a recent, featured, custom or
 * recommended wallet from the directory opens ConnectingWalletConnect with its `walletId`.
 */
export async function selectConnectListItem(
  foyer: Foyer,
  parameters: SelectConnectListItemParameters,
): Promise<SelectConnectListItemReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    item: is.anyOf(
      is.shape({ section: is.oneOf(['walletConnect']) }),
      is.shape({
        section: is.oneOf(['injected', 'external']),
        connector: is.shape({ id: is.string }),
      }),
      is.shape({
        section: is.oneOf(['recent', 'featured', 'custom', 'recommended']),
        wallet: is.shape({ id: is.string, name: is.string }),
      }),
    ),
  })
  const { item } = parameters
  switch (item.section) {
    case 'walletConnect':
      navigate(foyer, { type: 'push', route: { view: 'ConnectingWalletConnectBasic' } })
      return undefined
    case 'injected':
    case 'external':
      return selectWallet(foyer, { connectorId: item.connector.id })
    default:
      navigate(foyer, {
        type: 'push',
        route: { view: 'ConnectingWalletConnect', data: { walletId: item.wallet.id } },
      })
      return undefined
  }
}
