import { atom } from 'jotai/vanilla'
import { initialOnrampState, type OnrampState } from '../machines/onramp.js'

/**
 * The onramp purchase (issue #22), changed only through `onrampTransition`. It outlives a view,
 * so the onramp views (and Pay's buy step) share one purchase.
 */
export const onrampAtom = atom<OnrampState>(initialOnrampState)

/** The pending debounced quote of the instance's onramp form (one timer per instance). */
export const onrampQuoteTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined)
