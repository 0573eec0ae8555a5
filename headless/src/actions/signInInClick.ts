import { openSignInPopup } from '../connectors/embedded/openSignInPopup.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { AccountState } from '../machines/connection.js'
import type { PopupSignInMethod } from '../machines/socialLogin.js'
import type { Foyer } from '../store/createFoyer.js'
import { telegramPlatform } from '../utils/telegram.js'

/** A blocked window fails the flow with its error, so a view can say so and offer a retry. */
function failOpening(foyer: Foyer, provider: PopupSignInMethod, error: unknown): Promise<never> {
  return import('./signInWithPopup.js').then(({ sendSocialLogin }) => {
    sendSocialLogin(foyer, { type: 'openFailed', provider, error: error as FoyerError })
    throw error
  })
}

/**
 * A social or passkey sign-in started in the visitor's click (SPEC-NOTES): the sign-in window
 * opens synchronously, here, before anything waits — in a Telegram mini-app none opens, the page
 * itself goes to the consent page — and the sign-in code (`connectSocial`, `connectPasskey`)
 * loads afterwards, so the first page carries none of it. Never throws synchronously: a window
 * the browser refused fails the flow (`socialLoginAtom`) and rejects.
 */
export function signInInClick(foyer: Foyer, method: PopupSignInMethod): Promise<AccountState> {
  let popup: Window | undefined
  try {
    popup = method === 'passkey' || !telegramPlatform() ? openSignInPopup() : undefined
  } catch (error) {
    return failOpening(foyer, method, error)
  }
  const window = popup ? { popup } : {}
  if (method === 'passkey')
    return import('./connectPasskey.js').then(({ connectPasskey }) => connectPasskey(foyer, window))
  return import('./connectSocial.js').then(({ connectSocial }) =>
    connectSocial(foyer, { provider: method, ...window }),
  )
}
