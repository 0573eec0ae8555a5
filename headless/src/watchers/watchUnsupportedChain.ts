import { closeModal } from '../actions/closeModal.js'
import { openModal } from '../actions/openModal.js'
import { shouldOpenUnsupportedChain } from '../rules/unsupportedChain.js'
import {
  activeAccountAtom,
  adaptersAtom,
  isUnsupportedChainAtom,
  routerAtom,
} from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * A wallet on a chain the host does not list (it switched itself, or connected or restored
 * there) opens UnsupportedChain (SPEC §4), unless network switching is off, unsupported chains
 * are allowed or the connection is basic; back on a listed chain, a modal still showing it
 * closes (the previous network was not in the chain's list). Returns the function that stops.
 */
export function watchUnsupportedChain(foyer: Foyer): () => void {
  const { store, options } = foyer
  return store.sub(isUnsupportedChainAtom, () => {
    if (store.get(isUnsupportedChainAtom)) {
      const opens = shouldOpenUnsupportedChain({
        supported: false,
        enableNetworkSwitch: options.enableNetworkSwitch,
        allowUnsupportedChain: options.allowUnsupportedChain,
        isBasic: store.get(adaptersAtom).length === 0,
      })
      if (opens) openModal(foyer, { view: 'UnsupportedChain' })
    } else if (
      store.get(activeAccountAtom).status === 'connected' &&
      store.get(routerAtom).history.some((route) => route.view === 'UnsupportedChain')
    ) {
      closeModal(foyer)
    }
  })
}
