import { initialFarcasterLoginState } from '../machines/farcasterLoginState.js'
import { planGoBack, type View } from '../machines/router.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeAccountAtom, routeAtom, routerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { embeddedWalletAtom, farcasterLoginAtom } from '../store/embeddedWalletAtoms.js'
import { cancelConnect } from './cancelConnect.js'
import { closeModal } from './closeModal.js'

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
 * ConnectingExternal or a WalletConnect view cancels the attempt it shows; leaving
 * ConnectingFarcaster unconnected forgets the Farcaster URL and reloads the embedded wallet,
 * which syncs the dapp metadata again after 100 ms.
 */
export function goBack(foyer: Foyer): GoBackReturnType {
  assertFoyer(foyer)
  const { store } = foyer
  if (connectingViews.includes(store.get(routeAtom).view)) cancelConnect(foyer)
  const plan = planGoBack(store.get(routerAtom), {
    connected: store.get(activeAccountAtom).status === 'connected',
  })
  if (plan.type === 'close') {
    closeModal(foyer)
    return
  }
  for (const effect of plan.effects) {
    if (effect.type === 'clearFarcasterUrl')
      store.set(farcasterLoginAtom, initialFarcasterLoginState)
    else void store.get(embeddedWalletAtom)?.reload()
  }
  store.set(routerAtom, plan.state)
}
