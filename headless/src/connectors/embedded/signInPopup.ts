import { UserRejectedRequestError } from '../../errors/rpc.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../../validation/parameters.js'

/** How often the app looks whether the visitor closed the sign-in window. */
const POPUP_CLOSED_POLL_MS = 500

/** What a sign-in page posts to its opener when the visitor is done. */
export type SignInResultType = '@foyer/social/RESULT' | '@foyer/passkey/RESULT'

/** Parameters of {@link waitForSignInResult}. */
export type WaitForSignInResultParameters = {
  /** The app's window (the popup's opener). @default globalThis.window */
  window?: Window
  popup: Window
  /** The sign-in page's URL, as the embedded wallet gave it: only its origin may answer. */
  pageUrl: string
  type: SignInResultType
  /** Gives the wait up (the visitor left the view). */
  signal?: AbortSignal
}

/**
 * Waits for the sign-in page in `popup` to post `{ type, resultUri }`. Only a message whose
 * source is the popup and whose origin is the page's counts, and its `resultUri` must be on the
 * same origin; anything else is ignored. Resolves the result URI; rejects with
 * `UserRejectedRequestError` when the page reports `error=access_denied`, when the visitor
 * closes the window, or when `signal` aborts.
 */
export function waitForSignInResult(parameters: WaitForSignInResultParameters): Promise<string> {
  const listens = is.shape({ addEventListener: is.function, removeEventListener: is.function })
  assertParameters(parameters, {
    window: is.optional(listens),
    popup: is.shape({ closed: is.boolean }),
    pageUrl: is.url,
    type: is.string,
    signal: is.optional(listens),
  })
  const win = (parameters.window ?? globalThis.window) as Window
  assertParameter('window', win, listens)
  const { popup, type, signal } = parameters
  const origin = new URL(parameters.pageUrl).origin
  return new Promise<string>((resolve, reject) => {
    const finish = (settle: () => void) => {
      win.removeEventListener('message', onMessage)
      clearInterval(closedTimer)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== origin) return
      const data: unknown = event.data
      if (typeof data !== 'object' || data === null) return
      const { type: messageType, resultUri } = data as Record<string, unknown>
      if (messageType !== type || typeof resultUri !== 'string') return
      let result: URL
      try {
        result = new URL(resultUri)
      } catch {
        return
      }
      if (result.origin !== origin) return
      if (result.searchParams.has('error')) {
        finish(() => reject(new UserRejectedRequestError()))
      } else finish(() => resolve(resultUri))
    }
    const onAbort = () => finish(() => reject(new UserRejectedRequestError()))
    // A page posts its result and then closes itself: a window seen closed gets one more poll
    // period for a result already on its way.
    let seenClosed = false
    const closedTimer = setInterval(() => {
      if (seenClosed) finish(() => reject(new UserRejectedRequestError()))
      seenClosed = popup.closed
    }, POPUP_CLOSED_POLL_MS)
    win.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
    if (signal?.aborted) onAbort()
  })
}
