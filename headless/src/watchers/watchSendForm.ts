import { initialSendState, type SendFormToken } from '../machines/sendState.js'
import { routeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { sendAtom } from '../store/sendAtom.js'

/** The view that shows a send's success; leaving it ends the send. */
const successView = 'WalletSendPreview'

/**
 * Resets the send form (the machine's `reset` is exactly the initial state; setting it here keeps
 * the transition, and the validation it runs, out of every page's first bundle):
 * - on a network switch or a disconnect (SPEC §4 "Network switch"): the form's token and balance
 *   belonged to the old network or account;
 * - once the modal leaves the success of a send for any other view (SPEC §4: success, then
 *   reset), so coming back to Send — Back, a reopened modal, a swapped view — finds a new form.
 * Returns the function that stops.
 */
export function watchSendForm(foyer: Foyer): () => void {
  const { store } = foyer
  const reset = () => store.set(sendAtom, initialSendState<SendFormToken>())
  const stopEvents = foyer.emitter.subscribe((event) => {
    if (event.type === 'networkSwitch' || event.type === 'disconnect') reset()
  })
  const stopRoute = store.sub(routeAtom, () => {
    if (store.get(sendAtom).status === 'success' && store.get(routeAtom).view !== successView)
      reset()
  })
  return () => {
    stopEvents()
    stopRoute()
  }
}
