import type { FoyerError } from '../errors/FoyerError.js'

/**
 * The email login flow (SPEC §4): connect email, then verify the device or a one-time code,
 * then connected. Visible in the DOM as `data-state`.
 */
export type EmailLoginState =
  | { status: 'idle'; error?: FoyerError }
  | { status: 'sendingEmail'; email: string }
  /**
   * The embedded wallet asks the visitor to approve this device from their inbox; `error` when
   * the last wait failed (the visitor may wait again).
   */
  | { status: 'verifyDevice'; email: string; error?: FoyerError }
  /** A one-time code was sent to the email. */
  | { status: 'verifyOtp'; email: string; error?: FoyerError }
  | { status: 'verifyingOtp'; email: string }
  | { status: 'connected'; email: string }

/** Events of the email login flow. */
export type EmailLoginEvent =
  /** The visitor submitted an email (already validated and rate-checked). */
  | { type: 'submitEmail'; email: string }
  /** The embedded wallet accepted the email and said what comes next. */
  | { type: 'emailAccepted'; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }
  /** The visitor submitted a one-time code. */
  | { type: 'submitOtp' }
  /** The code was wrong or expired; the visitor can try again. */
  | { type: 'otpRejected'; error: FoyerError }
  /** Waiting for the device approval failed; the visitor can wait again. */
  | { type: 'deviceFailed'; error: FoyerError }
  /** The embedded wallet reports the account connected. */
  | { type: 'connected' }
  /** Sending the email or verifying failed; back to the start with the error. */
  | { type: 'fail'; error: FoyerError }
  | { type: 'reset' }

/** The email login flow at start. */
export const initialEmailLoginState: EmailLoginState = { status: 'idle' }

/** Pure email login transitions; events that do not fit the current state are ignored. */
export function emailLoginTransition(
  state: EmailLoginState,
  event: EmailLoginEvent,
): EmailLoginState {
  switch (event.type) {
    case 'reset':
      return initialEmailLoginState
    case 'fail':
      return { status: 'idle', error: event.error }
    case 'submitEmail':
      if (state.status === 'sendingEmail' || state.status === 'verifyingOtp') return state
      if (state.status === 'connected') return state
      return { status: 'sendingEmail', email: event.email }
    case 'emailAccepted':
      if (state.status !== 'sendingEmail' && state.status !== 'verifyDevice') return state
      return {
        status: event.action === 'VERIFY_DEVICE' ? 'verifyDevice' : 'verifyOtp',
        email: state.email,
      }
    case 'submitOtp':
      return state.status === 'verifyOtp' ? { status: 'verifyingOtp', email: state.email } : state
    case 'deviceFailed':
      return state.status === 'verifyDevice'
        ? { status: 'verifyDevice', email: state.email, error: event.error }
        : state
    case 'otpRejected':
      return state.status === 'verifyingOtp'
        ? { status: 'verifyOtp', email: state.email, error: event.error }
        : state
    case 'connected':
      return state.status === 'verifyDevice' || state.status === 'verifyingOtp'
        ? { status: 'connected', email: state.email }
        : state
  }
}
