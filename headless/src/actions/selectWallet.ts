import { assertFoyer } from '../store/assertFoyer.js'
import { findConnector } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { closeModal } from './closeModal.js'
import { type ConnectErrorType, type ConnectReturnType, connect } from './connect.js'
import { navigate } from './navigate.js'

export type SelectWalletParameters = {
  /** The connector the visitor picked in the modal. */
  connectorId: string
}

export type SelectWalletReturnType = ConnectReturnType

export type SelectWalletErrorType = ConnectErrorType

/**
 * The modal's connect flow when the visitor picks a wallet: the `walletSelect` event goes out,
 * the modal shows ConnectingExternal while the wallet asks, and closes once connected. A
 * declined or failed attempt stays on ConnectingExternal with its typed error (and throws it).
 */
export async function selectWallet(
  foyer: Foyer,
  parameters: SelectWalletParameters,
): Promise<SelectWalletReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { connectorId: is.string })
  const { connectorId } = parameters
  foyer.emitter.emit({
    type: 'walletSelect',
    connectorId,
    name: findConnector(foyer, connectorId)?.name,
  })
  navigate(foyer, { type: 'push', route: { view: 'ConnectingExternal', data: { connectorId } } })
  const account = await connect(foyer, { connector: connectorId })
  closeModal(foyer)
  return account
}
