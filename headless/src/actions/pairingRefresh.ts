import { pairingRefreshAt } from '../machines/pairingStatus.js'
import { pairingAtom, pairingRefreshTimerAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { stopPairingRefresh, updatePairing } from './pairing.js'

/** The shortest wait before a refresh, so a lifetime under the 10 s margin never loops. */
const minimumRefreshDelayMs = 1_000

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
