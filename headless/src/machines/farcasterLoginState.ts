import type { FoyerError } from '../errors/FoyerError.js'

// The sign-in's state and its start, which going back resets to on every page; the transitions
// (farcasterLogin.ts) load with the Farcaster view.

/**
 * A Farcaster sign-in (SPEC §2, §7): the embedded wallet gives a sign-in URL (shown as a QR code
 * and a link on ConnectingFarcaster), then waits until the visitor approves it elsewhere.
 * Visible in the DOM as `data-state`.
 */
export type FarcasterLoginState =
  | { status: 'idle' }
  | { status: 'loadingUrl' }
  /** The URL is shown; the visitor approves it on another device. */
  | { status: 'waiting'; url: string }
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'failed'; error: FoyerError }

/** A Farcaster sign-in at start. */
export const initialFarcasterLoginState: FarcasterLoginState = { status: 'idle' }
