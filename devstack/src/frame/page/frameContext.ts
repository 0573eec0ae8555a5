// What the frame page's handlers share: its server's API, its storage, the app's data and the
// sign-ins in progress. Browser code.

/** What the server writes into the page before this script. */
export type FramePageConfig = {
  stall: boolean
  chainIds: number[]
  /** How often CONNECT_DEVICE and CONNECT_FARCASTER ask the server. @default 500 */
  pollIntervalMs?: number
}

/** The app's name and theme (SYNC_DAPP_DATA, SYNC_THEME), forwarded to the frame's own pages. */
export type FrameAppData = { name?: string; themeMode: 'light' | 'dark'; accent?: string }

export const TOKEN_KEY = 'foyer-frame:session'
export const CHAIN_KEY = 'foyer-frame:chainId'
export const DEVICE_KEY = 'foyer-frame:deviceId'
export const ACCOUNT_TYPE_KEY = 'foyer-frame:defaultAccountType'

/** The frame page's state, shared by its handlers. */
export type FrameContext = {
  config: FramePageConfig
  /** The app's origin (`?origin=`). */
  parentOrigin: string
  storage: Storage
  token: () => string | null
  chainId: () => number
  /** This browser's device id (random, kept in the frame origin's localStorage). */
  deviceId: () => string
  app: FrameAppData
  /** Sign-ins in progress; RELOAD clears them and bumps `generation` (stops any waiting). */
  pending: { email?: string; farcasterChannel?: string; generation: number }
}

/** Calls the frame server's API (same origin): `{ result }`, or throws its `{ error }`. */
export async function api(path: string, body: unknown, token?: string | null): Promise<unknown> {
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  })
  const json = (await response.json().catch(() => ({}))) as { result?: unknown; error?: string }
  if (!response.ok) throw new Error(json.error || `HTTP status code: ${response.status}`)
  return json.result
}

/**
 * Asks `check` every poll interval until it returns a value; throws 'Sign-in was cancelled'
 * when RELOAD (or a new sign-in) happened meanwhile, or when `limitMs` passed.
 */
export async function pollUntil<T>(
  context: FrameContext,
  check: () => Promise<T | undefined>,
  limitMs = Number.POSITIVE_INFINITY,
): Promise<T> {
  const generation = context.pending.generation
  const started = Date.now()
  const interval = context.config.pollIntervalMs ?? 500
  for (;;) {
    if (context.pending.generation !== generation) throw new Error('Sign-in was cancelled')
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() - started > limitMs) throw new Error('Sign-in timed out')
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}

/** A random id for this browser (hex). */
export function randomId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
