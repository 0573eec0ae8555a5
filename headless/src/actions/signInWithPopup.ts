import type { EmbeddedWalletConnector } from '../connectors/embedded/embeddedWallet.js'
import { openSignInPopup } from '../connectors/embedded/openSignInPopup.js'
import { waitForSignInResult } from '../connectors/embedded/signInPopup.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { AccountState } from '../machines/connection.js'
import {
  type PopupSignInMethod,
  type SocialLoginEvent,
  socialLoginTransition,
} from '../machines/socialLogin.js'
import type { Foyer } from '../store/createFoyer.js'
import { embeddedSignInMethodAtom, socialLoginAtom } from '../store/embeddedWalletAtoms.js'
import { socialProviderEntry, socialUsernameEntry } from '../store/storageKeys.js'
import { connect } from './connect.js'
import { embeddedWalletOf } from './connectEmail.js'

/** Sends an event through the social sign-in machine. */
export function sendSocialLogin(foyer: Foyer, event: SocialLoginEvent): void {
  foyer.store.set(socialLoginAtom, (state) => socialLoginTransition(state, event))
}

/** What differs between a social and a passkey sign-in. */
type PopupSignIn = {
  method: PopupSignInMethod
  /** The window, opened on the click; opened here (synchronously) when absent. */
  popup: Window | undefined
  /** Asks the embedded wallet for the sign-in page. */
  pageUrl(connector: EmbeddedWalletConnector): Promise<string>
  resultType: '@foyer/social/RESULT' | '@foyer/passkey/RESULT'
  /** Exchanges the page's result for a session. */
  exchange(connector: EmbeddedWalletConnector, resultUri: string): Promise<{ userName?: string }>
}

/**
 * A sign-in in a window of its own (SPEC-NOTES): the window is open before anything waits, the
 * embedded wallet gives the page to show in it, the page posts its result back (only from the
 * window and the page's origin), the embedded wallet exchanges it for a session, and the
 * account connects. Cancelling or closing the window is `UserRejectedRequestError`.
 */
export async function signInWithPopup(foyer: Foyer, flow: PopupSignIn): Promise<AccountState> {
  const popup = flow.popup ?? openSignInPopup()
  sendSocialLogin(foyer, { type: 'open', provider: flow.method })
  try {
    const connector = embeddedWalletOf(foyer)
    const pageUrl = await flow.pageUrl(connector)
    popup.location.href = pageUrl
    const resultUri = await waitForSignInResult({ popup, pageUrl, type: flow.resultType })
    sendSocialLogin(foyer, { type: 'approved' })
    const { userName } = await flow.exchange(connector, resultUri)
    const account = await connect(foyer, { connector })
    foyer.storage.set(socialProviderEntry, flow.method)
    if (userName) foyer.storage.set(socialUsernameEntry, userName)
    foyer.store.set(embeddedSignInMethodAtom, flow.method)
    sendSocialLogin(foyer, { type: 'connected' })
    return account
  } catch (error) {
    if (!popup.closed) popup.close()
    sendSocialLogin(
      foyer,
      error instanceof UserRejectedRequestError
        ? { type: 'rejected' }
        : { type: 'fail', error: error as FoyerError },
    )
    throw error
  }
}
