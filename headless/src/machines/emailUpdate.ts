import type { FoyerError } from '../errors/FoyerError.js'

/**
 * Changing the account's email (SPEC §4): a one-time code to the current (primary) email,
 * then one to the new (secondary) email, then the new email is saved.
 * Visible in the DOM as `data-state`.
 */
export type EmailUpdateState =
  | { status: 'idle'; error?: FoyerError }
  | { status: 'requesting'; newEmail: string }
  | { status: 'primaryOtp'; newEmail: string; error?: FoyerError }
  | { status: 'verifyingPrimaryOtp'; newEmail: string }
  | { status: 'secondaryOtp'; newEmail: string; error?: FoyerError }
  | { status: 'verifyingSecondaryOtp'; newEmail: string }
  | { status: 'saved'; email: string }

/** Events of the email change flow. */
export type EmailUpdateEvent =
  | { type: 'submitNewEmail'; newEmail: string }
  /** The embedded wallet sent a code to the current email. */
  | { type: 'requestAccepted' }
  | { type: 'submitOtp' }
  /** The code just checked was accepted. */
  | { type: 'otpAccepted' }
  | { type: 'otpRejected'; error: FoyerError }
  | { type: 'fail'; error: FoyerError }
  | { type: 'reset' }

/** The email change flow at start. */
export const initialEmailUpdateState: EmailUpdateState = { status: 'idle' }

/** Pure email change transitions; events that do not fit the current state are ignored. */
export function emailUpdateTransition(
  state: EmailUpdateState,
  event: EmailUpdateEvent,
): EmailUpdateState {
  switch (event.type) {
    case 'reset':
      return initialEmailUpdateState
    case 'fail':
      return { status: 'idle', error: event.error }
    case 'submitNewEmail':
      return state.status === 'idle' ? { status: 'requesting', newEmail: event.newEmail } : state
    case 'requestAccepted':
      return state.status === 'requesting'
        ? { status: 'primaryOtp', newEmail: state.newEmail }
        : state
    case 'submitOtp':
      if (state.status === 'primaryOtp')
        return { status: 'verifyingPrimaryOtp', newEmail: state.newEmail }
      if (state.status === 'secondaryOtp')
        return { status: 'verifyingSecondaryOtp', newEmail: state.newEmail }
      return state
    case 'otpAccepted':
      if (state.status === 'verifyingPrimaryOtp')
        return { status: 'secondaryOtp', newEmail: state.newEmail }
      if (state.status === 'verifyingSecondaryOtp')
        return { status: 'saved', email: state.newEmail }
      return state
    case 'otpRejected':
      if (state.status === 'verifyingPrimaryOtp')
        return { status: 'primaryOtp', newEmail: state.newEmail, error: event.error }
      if (state.status === 'verifyingSecondaryOtp')
        return { status: 'secondaryOtp', newEmail: state.newEmail, error: event.error }
      return state
  }
}
