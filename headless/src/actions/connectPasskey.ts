import type { SignInPopupBlockedError } from '../errors/auth.js'
import type { ConnectorNotFoundError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError } from '../errors/rpc.js'
import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { signInWithPopup } from './signInWithPopup.js'

export type ConnectPasskeyParameters = {
  /**
   * The sign-in window, opened with `openSignInPopup()` synchronously in the visitor's click.
   * @default opened here, which works only when this runs synchronously in the click
   */
  popup?: Window
}

export type ConnectPasskeyReturnType = AccountState

export type ConnectPasskeyErrorType =
  | SignInPopupBlockedError
  | UserRejectedRequestError
  | ConnectorNotFoundError
  | FoyerError

/**
 * Signs in with a passkey (WebAuthn) through the embedded wallet: its passkey page opens in a
 * window of its own (WebAuthn needs a page the visitor sees, on the wallet's domain), the
 * visitor creates a passkey or uses one, the page posts its result back, and the embedded
 * account connects.
 */
export async function connectPasskey(
  foyer: Foyer,
  parameters: ConnectPasskeyParameters = {},
): Promise<ConnectPasskeyReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { popup: is.optional(is.popup) }, { optional: true })
  return signInWithPopup(foyer, {
    method: 'passkey',
    popup: parameters.popup,
    resultType: '@foyer/passkey/RESULT',
    pageUrl: async (connector) => (await connector.request('GET_PASSKEY_URI', {})).uri,
    exchange: (connector, uri) => connector.request('CONNECT_PASSKEY', { uri }),
  })
}
