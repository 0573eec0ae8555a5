import type { FoyerError } from '../errors/FoyerError.js'
import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { embeddedSignInMethodAtom } from '../store/embeddedWalletAtoms.js'
import { socialProviderEntry, socialUsernameEntry } from '../store/storageKeys.js'
import { SOCIAL_RESULT_PARAMETER } from '../utils/socialResultParameter.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import { isSocialProvider } from '../validation/socialProvider.js'
import { connect } from './connect.js'
import { embeddedWalletOf } from './connectEmail.js'
import { sendSocialLogin } from './signInWithPopup.js'

export { SOCIAL_RESULT_PARAMETER }

export type CompleteSocialRedirectReturnType = AccountState | undefined

export type CompleteSocialRedirectErrorType = FoyerError

/**
 * Finishes a social sign-in that navigated the page itself (a Telegram mini-app, SPEC §2): when
 * the address has a `result_uri` parameter, it is removed from the address bar at once, and a
 * result on the embedded wallet's own origin is exchanged for a session and connected. Resolves
 * `undefined` when there is nothing to finish.
 */
export async function completeSocialRedirect(
  foyer: Foyer,
  page?: Window,
): Promise<CompleteSocialRedirectReturnType> {
  assertFoyer(foyer)
  const win = (page ?? globalThis.window) as Window
  assertParameter(
    'win',
    win,
    is.shape({ location: is.shape({ href: is.string }), history: is.object }),
  )
  const address = new URL(win.location.href)
  const resultUri = address.searchParams.get(SOCIAL_RESULT_PARAMETER)
  if (resultUri === null) return undefined
  address.searchParams.delete(SOCIAL_RESULT_PARAMETER)
  win.history.replaceState(win.history.state, '', address.href)
  const connector = embeddedWalletOf(foyer)
  const frameUrl = foyer.options.services.frameUrl
  let resultOrigin: string | undefined
  try {
    resultOrigin = new URL(resultUri).origin
  } catch {
    return undefined
  }
  // Only the embedded wallet's own sign-in pages give results; anything else is ignored.
  if (!frameUrl || resultOrigin !== new URL(frameUrl, win.location.href).origin) return undefined
  if (new URL(resultUri).searchParams.has('error')) return undefined
  // The provider stored before the page left (the flow's state names it, when known).
  const stored = foyer.storage.get(socialProviderEntry)
  const provider = isSocialProvider(stored) ? stored : undefined
  if (provider) {
    sendSocialLogin(foyer, { type: 'open', provider })
    sendSocialLogin(foyer, { type: 'approved' })
  }
  try {
    const { userName } = await connector.request('CONNECT_SOCIAL', { uri: resultUri })
    const account = await connect(foyer, { connector })
    if (userName) foyer.storage.set(socialUsernameEntry, userName)
    if (provider) foyer.store.set(embeddedSignInMethodAtom, provider)
    sendSocialLogin(foyer, { type: 'connected' })
    return account
  } catch (error) {
    sendSocialLogin(foyer, { type: 'fail', error: error as FoyerError })
    throw error
  }
}
