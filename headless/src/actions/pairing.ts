import { type PairingEvent, pairingRefreshAt, pairingTransition } from '../machines/pairing.js'
import { pairingAtom, pairingRefreshTimerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

// The steps every pairing action shares. The pairing changes only through `pairingTransition`,
// here; its refresh timer lives in the instance's store, so a new pairing or a cancel stops it.

/** The shortest wait before a refresh, so a lifetime under the 10 s margin never loops. */
const minimumRefreshDelayMs = 1_000

/** Sends an event through the pairing machine. */
export function updatePairing(foyer: Foyer, event: PairingEvent): void {
  foyer.store.set(pairingAtom, (state) => pairingTransition(state, event))
}

/** Stops the pending refresh of the pairing, if any. */
export function stopPairingRefresh(foyer: Foyer): void {
  clearTimeout(foyer.store.get(pairingRefreshTimerAtom))
  foyer.store.set(pairingRefreshTimerAtom, undefined)
}

/**
 * Calls `refresh` when the live pairing URI expires (10 s before its end, SPEC-NOTES), unless
 * the URI changed or the pairing ended by then. Replaces any earlier timer.
 */
export function schedulePairingRefresh(foyer: Foyer, refresh: () => void): void {
  stopPairingRefresh(foyer)
  const state = foyer.store.get(pairingAtom)
  const due = pairingRefreshAt(state)
  if (due === undefined) return
  const { uri } = state
  const timer = setTimeout(
    () => {
      foyer.store.set(pairingRefreshTimerAtom, undefined)
      const current = foyer.store.get(pairingAtom)
      if (current.status !== 'pairing' || current.uri !== uri) return
      updatePairing(foyer, { type: 'expire' })
      refresh()
    },
    Math.max(due - Date.now(), minimumRefreshDelayMs),
  )
  foyer.store.set(pairingRefreshTimerAtom, timer)
}

/** SPEC §4 pairing reset: uri, expiry, linking and recent wallet cleared, disconnected. */
export function resetPairing(foyer: Foyer): void {
  stopPairingRefresh(foyer)
  updatePairing(foyer, { type: 'reset' })
}
