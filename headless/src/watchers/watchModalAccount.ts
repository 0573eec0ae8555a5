import { closeModal } from '../actions/closeModal.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * Losing the active namespace's address while the modal is open closes it (SPEC-NOTES
 * "Modal"). Returns the function that stops.
 */
export function watchModalAccount(foyer: Foyer): () => void {
  return foyer.emitter.subscribe((event) => {
    if (event.type === 'disconnect' && event.namespace === foyer.store.get(activeNamespaceAtom)) {
      closeModal(foyer)
    }
  })
}
