import { atom } from 'jotai/vanilla'

/**
 * Whether the visitor checked the Connect view's legal checkbox (`legalCheckbox`). Kept for
 * this instance's life, not stored: each visit asks again.
 */
export const legalAcceptedAtom = atom(false)
