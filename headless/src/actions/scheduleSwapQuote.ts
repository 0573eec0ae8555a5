import { DEBOUNCE_DEFAULT_MS } from '../constants/timing.js'
import type { Foyer } from '../store/createFoyer.js'
import { swapQuoteTimerAtom } from '../store/swapAtom.js'
import { quoteSwap } from './swapRuntime.js'

/**
 * Asks a quote for the swap form `debounceMs` after the last change (SPEC §9 debounce 500 ms):
 * each change restarts the wait, so typing asks once. The answer for an older version of the
 * form is stale and dropped by the machine.
 */
export function scheduleSwapQuote(foyer: Foyer, debounceMs = DEBOUNCE_DEFAULT_MS): void {
  const { store } = foyer
  clearTimeout(store.get(swapQuoteTimerAtom))
  const timer = setTimeout(() => {
    store.set(swapQuoteTimerAtom, undefined)
    void quoteSwap(foyer).catch(() => {})
  }, debounceMs)
  store.set(swapQuoteTimerAtom, timer)
}
