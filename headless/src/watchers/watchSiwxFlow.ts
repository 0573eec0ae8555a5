import { closeModal } from '../actions/closeModal.js'
import { dispatchSiwx, prepareSiwxMessage, siwxTarget, siwxTargetKey } from '../actions/siwxFlow.js'
import {
  accountNetworkAtom,
  activeAccountAtom,
  isUnsupportedChainAtom,
  modalAtom,
  routeAtom,
} from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { resolveSiwx } from '../store/resolveSiwx.js'
import {
  type BindableSiwxConfig,
  bindSiwxStorage,
  siwxAtom,
  siwxMessageAtom,
  siwxSessionsAtom,
} from '../store/siwxAtoms.js'

/**
 * Starts sign-in when it is due (SPEC §4 "Sign-in (SIWX)"): each time the active account, its
 * network or the network's support changes, the host's config is asked for the sessions of
 * that account on that network; with none, SIWXSignMessage opens (once the connect attempt
 * that connected it has closed the modal) and its message is prepared. A reload with a valid
 * session, or a switch to a network that has one, asks nothing. A config whose `getSessions`
 * throws fails the initialisation (disconnect, Connect, the error). Does nothing without a
 * `siwx` or `siweConfig` option. Loaded by `watchSiwx` only for a host that configures sign-in.
 * Returns the function that stops.
 */
export function watchSiwxFlow(foyer: Foyer): () => void {
  const config = resolveSiwx(foyer) as BindableSiwxConfig | null
  if (!config) return () => {}
  const { store } = foyer
  // The default config keeps its sessions in this instance's storage.
  config[bindSiwxStorage]?.(foyer.storage)
  let current: string | undefined
  let run = 0
  const check = () => {
    const target = siwxTarget(foyer)
    const key = siwxTargetKey(target)
    if (key === current) return
    current = key
    const attempt = ++run
    const waiting =
      store.get(siwxAtom).status === 'awaitingSignature' &&
      store.get(modalAtom).status === 'open' &&
      store.get(routeAtom).view === 'SIWXSignMessage'
    store.set(siwxSessionsAtom, null)
    store.set(siwxMessageAtom, null)
    // A failed initialisation disconnected the visitor: its error stays until the next account.
    if (target || store.get(siwxAtom).status !== 'failed') dispatchSiwx(foyer, { type: 'reset' })
    if (!target) return
    config.getSessions(target.chainId, target.address).then(
      (sessions) => {
        if (attempt !== run) return
        store.set(siwxSessionsAtom, { ...target, sessions })
        // A sign-in the host started meanwhile (`siwxSignIn`) is already under way.
        if (store.get(siwxAtom).status !== 'idle') return
        const state = dispatchSiwx(foyer, {
          type: 'connected',
          configured: true,
          networkSupported: true,
          hasSession: sessions.length > 0,
        })
        if (state.status === 'awaitingSignature') void prepareSiwxMessage(foyer, target)
        // Back on a network signed in before: the sign view of the other one is not needed.
        else if (waiting && store.get(routeAtom).view === 'SIWXSignMessage') closeModal(foyer)
      },
      (cause: unknown) => {
        if (attempt === run) dispatchSiwx(foyer, { type: 'initFailed', cause })
      },
    )
  }
  const stops = [
    store.sub(activeAccountAtom, check),
    store.sub(accountNetworkAtom, check),
    store.sub(isUnsupportedChainAtom, check),
  ]
  check()
  return () => {
    run++
    for (const stop of stops) stop()
  }
}
