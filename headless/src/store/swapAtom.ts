import { atom } from 'jotai/vanilla'
import { initialSwapState, type SwapState } from '../machines/swap.js'

/**
 * The swap form and its status (issue #21), changed only through `swapTransition`. It outlives
 * a view, so Swap, SwapSelectToken and SwapPreview share one form.
 */
export const swapAtom = atom<SwapState>(initialSwapState)

/** The pending debounced quote of the instance's swap form (one timer per instance). */
export const swapQuoteTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined)
