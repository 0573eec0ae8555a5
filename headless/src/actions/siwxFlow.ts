// The sign-in flow's plumbing (SPEC §4 "Sign-in (SIWX)"), shared by its actions and its watcher:
// whose sign-in it is, the pure machine's effects carried out, and the message prepared. Not an
// entry's name: `siwxSignIn`, `siwxCancel`, `siwxSignOut` and `watchSiwx` are.
import {
  type SiwxEffect,
  type SiwxEvent,
  type SiwxState,
  siwxTransition,
} from '../machines/siwx.js'
import {
  accountNetworkAtom,
  activeAccountAtom,
  isUnsupportedChainAtom,
  modalAtom,
  walletConnectionAtom,
} from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { resolveSiwx } from '../store/resolveSiwx.js'
import { type SiwxTarget, siwxAtom, siwxMessageAtom } from '../store/siwxAtoms.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { showToast } from './showToast.js'

/** The connected account and its (listed, supported) network, or `undefined`. */
export function siwxTarget(foyer: Foyer): SiwxTarget | undefined {
  const { store } = foyer
  const account = store.get(activeAccountAtom)
  const network = store.get(accountNetworkAtom)
  if (account.status !== 'connected' || !account.address || !network) return undefined
  if (store.get(isUnsupportedChainAtom)) return undefined
  return { chainId: network.caipNetworkId, address: account.address }
}

/** One key per account and network (addresses compared case-insensitively). */
export const siwxTargetKey = (target: SiwxTarget | undefined): string | undefined =>
  target && `${target.chainId}|${target.address.toLowerCase()}`

/**
 * Runs `open` once no connect attempt still owns the modal: `selectWallet` and
 * `connectWalletConnect` close it right after their wallet connects, which must not close
 * SIWXSignMessage. Returns the function that stops waiting.
 */
function whenModalFree(foyer: Foyer, open: () => void): () => void {
  const { store } = foyer
  const free = () => {
    const { status } = store.get(walletConnectionAtom)
    return (
      store.get(modalAtom).status === 'closed' ||
      (status !== 'connecting' && status !== 'connected')
    )
  }
  if (free()) {
    open()
    return () => {}
  }
  const stops: Array<() => void> = []
  const stop = () => {
    for (const unsubscribe of stops.splice(0)) unsubscribe()
  }
  const check = () => {
    if (!free()) return
    stop()
    open()
  }
  stops.push(store.sub(modalAtom, check), store.sub(walletConnectionAtom, check))
  return stop
}

function runEffect(foyer: Foyer, effect: SiwxEffect, state: SiwxState): void {
  switch (effect.type) {
    case 'openView':
      whenModalFree(foyer, () => {
        // Still waiting for this sign-in (not cancelled or reset meanwhile).
        if (foyer.store.get(siwxAtom).status === 'awaitingSignature')
          openModal(foyer, { view: 'SIWXSignMessage' })
      })
      return
    case 'resetView':
      navigate(foyer, { type: 'reset', route: { view: effect.view } })
      return
    case 'closeModal':
      closeModal(foyer)
      return
    case 'disconnect':
      // disconnect reports its own failures (DISCONNECT_ERROR).
      void disconnect(foyer).catch(() => {})
      return
    case 'showError':
      // A failed signature shows on SIWXSignMessage (useSiwx's error); a failed initialisation
      // has no view left, so it shows as a toast over Connect.
      if (state.status === 'failed')
        showToast(foyer, { id: 'siwx-error', message: effect.error.shortMessage, variant: 'error' })
      return
    case 'track':
      if (effect.event === 'SIWX_AUTH_SUCCESS') foyer.emitter.emit({ type: 'siwxAuthSuccess' })
      else if (state.status === 'awaitingSignature' && state.error)
        foyer.emitter.emit({ type: 'siwxAuthError', error: state.error })
      return
    case 'storeSession':
      // The caller stored the session before sending `signed` (it has the signature).
      return
  }
}

/** Sends a sign-in event through the pure machine and carries out its effects, in order. */
export function dispatchSiwx(foyer: Foyer, event: SiwxEvent): SiwxState {
  const { state, effects } = siwxTransition(foyer.store.get(siwxAtom), event)
  foyer.store.set(siwxAtom, state)
  if (state.status !== 'awaitingSignature' && state.status !== 'signing')
    foyer.store.set(siwxMessageAtom, null)
  for (const effect of effects) runEffect(foyer, effect, state)
  return state
}

/**
 * Asks the host's config for the message to sign for `target` (so SIWXSignMessage shows its
 * statement), kept while the sign-in waits. A config that throws is SPEC §4's failed
 * initialisation: disconnect, back to Connect, 'A problem occurred while trying initialize
 * authentication'.
 */
export async function prepareSiwxMessage(foyer: Foyer, target: SiwxTarget): Promise<void> {
  const config = resolveSiwx(foyer)
  if (!config) return
  const key = siwxTargetKey(target)
  const current = () => siwxTargetKey(siwxTarget(foyer)) === key
  try {
    const message = await config.createMessage({
      chainId: target.chainId,
      accountAddress: target.address,
    })
    if (current() && foyer.store.get(siwxAtom).status === 'awaitingSignature')
      foyer.store.set(siwxMessageAtom, { key: key as string, message })
  } catch (cause) {
    if (current()) dispatchSiwx(foyer, { type: 'initFailed', cause })
  }
}
