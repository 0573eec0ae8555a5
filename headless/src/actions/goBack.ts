import { shouldCloseOnBack, type View } from '../machines/router.js'
import { routeAtom, routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { cancelConnect } from './cancelConnect.js'
import { closeModal } from './closeModal.js'
import { navigate } from './navigate.js'

/** Views that show a connect attempt: leaving one gives the attempt up. */
const connectingViews: readonly View[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

export type GoBackReturnType = undefined

export type GoBackErrorType = never

/**
 * Goes back one view; with a single view left, closes the modal (SPEC §2). Leaving
 * ConnectingExternal or a WalletConnect view cancels the attempt it shows.
 */
export function goBack(foyer: Foyer): GoBackReturnType {
  if (connectingViews.includes(foyer.store.get(routeAtom).view)) cancelConnect(foyer)
  if (shouldCloseOnBack(foyer.store.get(routerAtom))) closeModal(foyer)
  else navigate(foyer, { type: 'goBack' })
}
