import { type PairingEvent, pairingTransition } from '../machines/pairing.js'
import { pairingAtom, pairingRefreshTimerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

// The steps every pairing action shares. The pairing changes only through `pairingTransition`,
// here; its refresh timer lives in the instance's store, so a new pairing or a cancel stops it
// (the refresh itself is scheduled in pairingRefresh.ts).

/** Sends an event through the pairing machine. */
export function updatePairing(foyer: Foyer, event: PairingEvent): void {
  foyer.store.set(pairingAtom, (state) => pairingTransition(state, event))
}

/** Stops the pending refresh of the pairing, if any. */
export function stopPairingRefresh(foyer: Foyer): void {
  clearTimeout(foyer.store.get(pairingRefreshTimerAtom))
  foyer.store.set(pairingRefreshTimerAtom, undefined)
}

/** SPEC §4 pairing reset: uri, expiry, linking and recent wallet cleared, disconnected. */
export function resetPairing(foyer: Foyer): void {
  stopPairingRefresh(foyer)
  updatePairing(foyer, { type: 'reset' })
}
