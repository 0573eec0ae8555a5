import { atom } from 'jotai/vanilla'
import { initialPayState, type PayState } from '../machines/pay.js'

/** The host's payment (issue #22), changed only through `payTransition`. */
export const payAtom = atom<PayState>(initialPayState)
