import { SiwxInitializationError } from '../errors/auth.js'
import type { FoyerError } from '../errors/FoyerError.js'

/** Sign-in with a wallet (SPEC §4 "Sign-in (SIWX)"). Visible in the DOM as `data-state`. */
export type SiwxState =
  | { status: 'idle' }
  /** SIWXSignMessage is open, waiting for the visitor; `error` is the last failure shown. */
  | { status: 'awaitingSignature'; error?: FoyerError }
  | { status: 'signing' }
  | { status: 'signed' }
  /** Initialisation failed; the visitor was disconnected. */
  | { status: 'failed'; error: FoyerError }

/** Events of the sign-in flow. */
export type SiwxEvent =
  /** A wallet connected; sign-in starts if {@link shouldRequestSiwx} says so. */
  | { type: 'connected'; configured: boolean; networkSupported: boolean; hasSession: boolean }
  | { type: 'sign' }
  | { type: 'signed' }
  | { type: 'signFailed'; error: FoyerError }
  | { type: 'initFailed'; cause?: unknown }
  /** The visitor cancelled; `required` is whether the host requires sign-in. */
  | { type: 'cancel'; required: boolean }
  | { type: 'reset' }

/** What the caller carries out after a sign-in transition, in order. */
export type SiwxEffect =
  | { type: 'openView'; view: 'SIWXSignMessage' }
  | { type: 'resetView'; view: 'Connect' }
  | { type: 'storeSession' }
  | { type: 'closeModal' }
  | { type: 'disconnect' }
  | { type: 'showError'; error: FoyerError }
  | { type: 'track'; event: 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' }

/** No sign-in under way. */
export const initialSiwxState: SiwxState = { status: 'idle' }

/**
 * Whether sign-in starts after a connection (SPEC §4): it is configured, the network is
 * supported and no session exists.
 */
export function shouldRequestSiwx(parameters: {
  configured: boolean
  networkSupported: boolean
  hasSession: boolean
}): boolean {
  return parameters.configured && parameters.networkSupported && !parameters.hasSession
}

/**
 * Pure sign-in transitions with their effects (SPEC §4): signing stores the session, closes
 * the modal and tracks success; a failed signature reopens the view with the error and tracks
 * it; a failed initialisation disconnects, resets to Connect and shows
 * {@link SiwxInitializationError}; cancelling disconnects when sign-in is required, else
 * closes, then resets to Connect.
 */
export function siwxTransition(
  state: SiwxState,
  event: SiwxEvent,
): { state: SiwxState; effects: SiwxEffect[] } {
  switch (event.type) {
    case 'connected':
      return shouldRequestSiwx(event)
        ? {
            state: { status: 'awaitingSignature' },
            effects: [{ type: 'openView', view: 'SIWXSignMessage' }],
          }
        : { state, effects: [] }
    case 'sign':
      return state.status === 'awaitingSignature'
        ? { state: { status: 'signing' }, effects: [] }
        : { state, effects: [] }
    case 'signed':
      if (state.status !== 'signing') return { state, effects: [] }
      return {
        state: { status: 'signed' },
        effects: [
          { type: 'storeSession' },
          { type: 'closeModal' },
          { type: 'track', event: 'SIWX_AUTH_SUCCESS' },
        ],
      }
    case 'signFailed':
      if (state.status !== 'signing') return { state, effects: [] }
      return {
        state: { status: 'awaitingSignature', error: event.error },
        effects: [
          { type: 'openView', view: 'SIWXSignMessage' },
          { type: 'showError', error: event.error },
          { type: 'track', event: 'SIWX_AUTH_ERROR' },
        ],
      }
    case 'initFailed': {
      const error = new SiwxInitializationError({ cause: event.cause })
      return {
        state: { status: 'failed', error },
        effects: [
          { type: 'disconnect' },
          { type: 'resetView', view: 'Connect' },
          { type: 'showError', error },
        ],
      }
    }
    case 'cancel':
      return {
        state: initialSiwxState,
        effects: [
          event.required ? { type: 'disconnect' } : { type: 'closeModal' },
          { type: 'resetView', view: 'Connect' },
        ],
      }
    case 'reset':
      return { state: initialSiwxState, effects: [] }
  }
}
