// The host side of "Sign in with X" against a backend: a `SiwxConfig` that asks the server for
// each nonce, lets it verify every signed message, and keeps the bearer token it answers. The
// backend here is the devstack's reference one (devstack/src/siwx/siwxBackend.ts, routes
// `/siwx/*`); any backend with the same four routes fits.
import type { CaipNetworkId, SiwxConfig, SiwxMessage, SiwxSession } from '@foyer/headless'

/** An answer of the backend that is not 2xx: its stable `code` and its message. */
export class SiwxBackendError extends Error {
  override name = 'SiwxBackendError'
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export type BackendSiwxParameters = {
  /** The backend's base URL, e.g. `https://api.example/siwx`. */
  url: string
  /** Whether sign-in is required (cancelling disconnects). @default false */
  required?: boolean
  /** The line the wallet shows above the message. @default 'Sign in to this app' */
  statement?: string
  /** How long a signed message stays valid, in ms. @default 24 hours */
  validForMs?: number
  /** Where the bearer token is kept across reloads. @default localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** The page's origin: the messages' domain and URI. @default location.origin */
  origin?: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

/** A `SiwxConfig` on the backend, plus what a host page shows: who the backend signs in. */
export type BackendSiwx = SiwxConfig & {
  /** `GET /me`: the address the backend says is signed in, and its CAIP-10 accounts; or undefined. */
  getSignedIn(): Promise<{ address: string; chainId: string; accounts: string[] } | undefined>
  /** Called after every sign-in or sign-out, to refresh what the page shows. */
  subscribe(listener: () => void): () => void
}

const tokenKey = 'foyer-demo:siwx-token'

export function backendSiwx(parameters: BackendSiwxParameters): BackendSiwx {
  const { url, required = false, statement = 'Sign in to this app' } = parameters
  const validForMs = parameters.validForMs ?? 24 * 60 * 60 * 1000
  const storage = parameters.storage ?? localStorage
  const origin = new URL(parameters.origin ?? location.origin)
  const request = parameters.fetch ?? ((input, init) => fetch(input, init))
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }

  /** One call to the backend, with the bearer token when there is one. */
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const token = storage.getItem(tokenKey)
    const response = await request(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = await response.json().catch(() => ({}))
    if (!response.ok) {
      const error = (json as { error?: { code?: string; message?: string } }).error
      throw new SiwxBackendError(
        error?.code ?? 'HTTP_ERROR',
        error?.message ?? `HTTP status code: ${response.status}`,
        response.status,
      )
    }
    return json as T
  }

  /** POST (add) or PUT (replace) signed messages; the backend verifies them and answers a token. */
  async function send(method: 'POST' | 'PUT', sessions: SiwxSession[]) {
    const messages = sessions.map(({ message, signature }) => ({ message, signature }))
    const { token } = await call<{ token: string }>(method, '/sessions', { sessions: messages })
    storage.setItem(tokenKey, token)
    changed()
  }

  const accountQuery = (chainId: CaipNetworkId, address: string) =>
    `?chainId=${encodeURIComponent(chainId)}&address=${encodeURIComponent(address)}`

  return {
    async createMessage({ chainId, accountAddress }): Promise<SiwxMessage> {
      const [{ nonce }, { createSiwxMessage }] = await Promise.all([
        call<{ nonce: string }>('GET', '/nonce'),
        // The message code (viem) loads with the first sign-in, never with the page.
        import('@foyer/headless/siwx'),
      ])
      const now = new Date()
      const data = {
        chainId,
        accountAddress,
        nonce,
        domain: origin.host,
        uri: origin.origin,
        version: '1',
        statement,
        issuedAt: now.toISOString(),
        expirationTime: new Date(now.getTime() + validForMs).toISOString(),
      }
      return { ...data, toString: () => createSiwxMessage(data) }
    },
    addSession: (session) => send('POST', [session]),
    setSessions: (sessions) => send('PUT', sessions),
    async getSessions(chainId, address) {
      if (!storage.getItem(tokenKey)) return []
      try {
        const { sessions } = await call<{ sessions: SiwxSession[] }>(
          'GET',
          `/sessions${accountQuery(chainId, address)}`,
        )
        return sessions.map(({ data, message, signature }) => ({ data, message, signature }))
      } catch (error) {
        // A token the backend no longer knows (it restarted): signed out.
        if (error instanceof SiwxBackendError && error.status === 401) return []
        throw error
      }
    },
    async revokeSession(chainId, address) {
      if (!storage.getItem(tokenKey)) return
      await call('DELETE', `/sessions${accountQuery(chainId, address)}`)
      changed()
    },
    getRequired: () => required,
    async getSignedIn() {
      if (!storage.getItem(tokenKey)) return undefined
      return call<{ address: string; chainId: string; accounts: string[] }>('GET', '/me').catch(
        () => undefined,
      )
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
