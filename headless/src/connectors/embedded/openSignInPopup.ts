import { SOCIAL_POPUP_SIZE } from '../../constants/index.js'
import { SignInPopupBlockedError } from '../../errors/auth.js'
import { assertParameter, parameterRules as is } from '../../validation/parameters.js'

/**
 * Opens the empty 600×800 sign-in window, centred on the page (SPEC-NOTES). Call it
 * synchronously inside the visitor's click: a window opened after an `await` may be blocked.
 * Throws {@link SignInPopupBlockedError} when the browser refuses it.
 */
export function openSignInPopup(page?: Window): Window {
  const win = (page ?? globalThis.window) as Window
  assertParameter(
    'win',
    win,
    is.shape({
      open: is.function,
      screenX: is.number,
      screenY: is.number,
      outerWidth: is.number,
      outerHeight: is.number,
    }),
  )
  const { width, height } = SOCIAL_POPUP_SIZE
  const left = Math.max(0, win.screenX + (win.outerWidth - width) / 2)
  const top = Math.max(0, win.screenY + (win.outerHeight - height) / 2)
  const popup = win.open(
    'about:blank',
    'foyer-sign-in',
    `popup,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`,
  )
  if (!popup) throw new SignInPopupBlockedError()
  return popup
}
