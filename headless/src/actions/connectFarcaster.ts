import type { ConnectorNotFoundError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { AccountState } from '../machines/connection.js'
import { type FarcasterLoginEvent, farcasterLoginTransition } from '../machines/farcasterLogin.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { embeddedSignInMethodAtom, farcasterLoginAtom } from '../store/embeddedWalletAtoms.js'
import { socialProviderEntry, socialUsernameEntry } from '../store/storageKeys.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { embeddedWalletOf } from './connectEmail.js'

export type ConnectFarcasterReturnType = AccountState

export type ConnectFarcasterErrorType =
  | ConnectorNotFoundError
  | UserRejectedRequestError
  | FoyerError

/** Sends an event through the Farcaster sign-in machine. */
export function sendFarcasterLogin(foyer: Foyer, event: FarcasterLoginEvent): void {
  foyer.store.set(farcasterLoginAtom, (state) => farcasterLoginTransition(state, event))
}

/**
 * Signs in with Farcaster through the embedded wallet (SPEC §2, §7): gets the sign-in URL
 * (`farcasterLoginAtom` shows it: ConnectingFarcaster draws it as a QR code and a link), waits
 * until the visitor approves it, then connects the embedded account and closes the modal. Leaving ConnectingFarcaster
 * first resets the flow; the sign-in then ends with `UserRejectedRequestError`.
 */
export async function connectFarcaster(foyer: Foyer): Promise<ConnectFarcasterReturnType> {
  assertFoyer(foyer)
  const connector = embeddedWalletOf(foyer)
  sendFarcasterLogin(foyer, { type: 'start' })
  const started = foyer.store.get(farcasterLoginAtom)
  // Each step checks that the visitor is still on this sign-in (a reset makes a new state).
  const stillCurrent = (state: unknown) => {
    if (foyer.store.get(farcasterLoginAtom) !== state) throw new UserRejectedRequestError()
  }
  try {
    const { url } = await connector.request('GET_FARCASTER_URI', {})
    stillCurrent(started)
    sendFarcasterLogin(foyer, { type: 'urlReady', url })
    const waiting = foyer.store.get(farcasterLoginAtom)
    const { userName } = await connector.request('CONNECT_FARCASTER', {})
    stillCurrent(waiting)
    sendFarcasterLogin(foyer, { type: 'approved' })
    const account = await connect(foyer, { connector })
    foyer.storage.set(socialProviderEntry, 'farcaster')
    foyer.storage.set(socialUsernameEntry, userName)
    foyer.store.set(embeddedSignInMethodAtom, 'farcaster')
    sendFarcasterLogin(foyer, { type: 'connected' })
    closeModal(foyer)
    return account
  } catch (error) {
    sendFarcasterLogin(foyer, { type: 'fail', error: error as FoyerError })
    throw error
  }
}
