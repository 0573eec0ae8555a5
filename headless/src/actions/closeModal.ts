import { modalTransition } from '../machines/modal.js'
import { walletConnectionTransition } from '../machines/walletConnection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { modalAtom, walletConnectionAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { cancelConnect } from './cancelConnect.js'

export type CloseModalReturnType = undefined

export type CloseModalErrorType = never

/**
 * Closes the modal, whatever the safe-close rules say (for a close the visitor asks for, see
 * `requestCloseModal`). A connect attempt still waiting for the wallet is cancelled, so nothing
 * stays "connecting" behind a closed modal; a finished one is forgotten. The `modalClose` event
 * goes out when it was open.
 */
export function closeModal(foyer: Foyer): CloseModalReturnType {
  assertFoyer(foyer)
  const { store } = foyer
  const wasOpen = store.get(modalAtom).status === 'open'
  store.set(modalAtom, (state) => modalTransition(state, { type: 'close' }))
  cancelConnect(foyer)
  store.set(walletConnectionAtom, (state) => walletConnectionTransition(state, { type: 'reset' }))
  if (wasOpen) foyer.emitter.emit({ type: 'modalClose' })
}
