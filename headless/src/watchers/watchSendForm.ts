import { initialSendState, type SendFormToken } from '../machines/send.js'
import type { Foyer } from '../store/createFoyer.js'
import { sendAtom } from '../store/sendAtom.js'

/**
 * A network switch resets the send form (SPEC §4 "Network switch"), and so does a disconnect:
 * the form's token and balance belonged to the old network or account. (The machine's `reset`
 * is exactly the initial state; setting it here keeps the transition, and the validation it
 * runs, out of every page's first bundle.) Returns the function that stops.
 */
export function watchSendForm(foyer: Foyer): () => void {
  return foyer.emitter.subscribe((event) => {
    if (event.type !== 'networkSwitch' && event.type !== 'disconnect') return
    foyer.store.set(sendAtom, initialSendState<SendFormToken>())
  })
}
