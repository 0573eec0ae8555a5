/**
 * The embedded-wallet frame protocol, as the devstack's frame page speaks it. Browser-safe.
 *
 * Every message is `{ type, id, payload }`. The app sends `@foyer/app/<EVENT>`; the frame answers
 * `@foyer/frame/<EVENT>_SUCCESS` or `@foyer/frame/<EVENT>_ERROR` with the same id (an error's
 * payload is `{ message }`), and sends `@foyer/frame/FRAME_READY` once, without an id, when it is
 * loaded. `@foyer/headless` declares the same protocol for its client (the frame is a remote
 * service: the two sides share the wire format, not code).
 */

/** Prefix of the app's requests. */
export const APP_PREFIX = '@foyer/app/'
/** Prefix of the frame's replies and announcements. */
export const FRAME_PREFIX = '@foyer/frame/'
/** The frame's one announcement, sent once when it is loaded. */
export const FRAME_READY = `${FRAME_PREFIX}FRAME_READY`

/** The requests the devstack frame answers. */
export const FRAME_EVENTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_PASSKEY_URI',
  'CONNECT_PASSKEY',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SWITCH_NETWORK',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'RPC_REQUEST',
  'SIGN_OUT',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const

/** What the social consent popup posts to its opener (the app) at the app's origin. */
export const SOCIAL_RESULT = '@foyer/social/RESULT'
/** What the passkey popup posts to its opener (the app) at the app's origin. */
export const PASSKEY_RESULT = '@foyer/passkey/RESULT'

/** One request the frame answers. */
export type FrameEvent = (typeof FRAME_EVENTS)[number]

/** A message on the wire. */
export type FrameMessage = { type: string; id?: string; payload?: unknown }

/** The event name of an app request, or undefined when `type` is not one the frame answers. */
export function appEventOf(type: unknown): FrameEvent | undefined {
  if (typeof type !== 'string' || !type.startsWith(APP_PREFIX)) return undefined
  const event = type.slice(APP_PREFIX.length)
  return (FRAME_EVENTS as readonly string[]).includes(event) ? (event as FrameEvent) : undefined
}

/** Whether `data` has the `{ type, id, payload }` shape of an app request. */
export function isAppRequest(
  data: unknown,
): data is { type: string; id: string; payload?: unknown } {
  if (typeof data !== 'object' || data === null) return false
  const { type, id } = data as Record<string, unknown>
  return typeof type === 'string' && typeof id === 'string' && id.length > 0 && id.length <= 128
}
