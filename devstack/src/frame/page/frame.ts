// The devstack embedded-wallet frame page. It runs inside the app's iframe, on the frame server's
// own origin, and answers the app's messages (protocol.ts) by calling its server (same origin).
import {
  appEventOf,
  FRAME_PREFIX,
  FRAME_READY,
  type FrameEvent,
  isAppRequest,
} from '../protocol.js'

/** What the server writes into the page before this script. */
export type FramePageConfig = { stall: boolean; chainIds: number[] }

declare global {
  interface Window {
    __FOYER_FRAME_CONFIG__?: FramePageConfig
  }
}

const TOKEN_KEY = 'foyer-frame:session'
const CHAIN_KEY = 'foyer-frame:chainId'

/** The parent origin from `?origin=`, exactly as a serialised origin; undefined if missing. */
export function parentOriginOf(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('origin')
  if (!raw) return undefined
  try {
    const origin = new URL(raw).origin
    return origin === raw && origin !== 'null' ? origin : undefined
  } catch {
    return undefined
  }
}

async function api(path: string, body: unknown, token?: string | null): Promise<unknown> {
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

/** Starts the frame: listens to its parent only, and announces FRAME_READY unless stalled. */
export function startFramePage(win: Window = window): void {
  const config = win.__FOYER_FRAME_CONFIG__ ?? { stall: false, chainIds: [] }
  const parentOrigin = parentOriginOf(win.location.search)
  if (!parentOrigin || win.parent === win) {
    win.document.body.textContent = 'This page runs inside an app: it needs ?origin=<app origin>.'
    return
  }
  const query = new URLSearchParams(win.location.search)
  const storage = win.localStorage
  let pendingEmail: string | undefined
  const chainId = () =>
    Number(storage.getItem(CHAIN_KEY) ?? query.get('chainId') ?? config.chainIds[0] ?? 0)
  const token = () => storage.getItem(TOKEN_KEY)
  const post = (message: { type: string; id?: string; payload?: unknown }) =>
    win.parent.postMessage(message, parentOrigin)

  const handlers: Record<FrameEvent, (payload: Record<string, unknown>) => Promise<unknown>> = {
    async CONNECT_EMAIL({ email }) {
      const result = await api('email', { email })
      pendingEmail = String(email)
      return result
    },
    async CONNECT_OTP({ otp }) {
      const { token: next } = (await api('otp', { email: pendingEmail, otp })) as { token: string }
      storage.setItem(TOKEN_KEY, next)
      return {}
    },
    async GET_USER({ chainId: wanted }) {
      if (wanted !== undefined && config.chainIds.includes(Number(wanted))) {
        storage.setItem(CHAIN_KEY, String(Number(wanted)))
      }
      const user = (await api('user', {}, token())) as { email: string; address: string }
      return {
        email: user.email,
        address: user.address,
        chainId: chainId(),
        accounts: [{ address: user.address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }
    },
    async IS_CONNECTED() {
      if (!token()) return { isConnected: false }
      try {
        await api('user', {}, token())
        return { isConnected: true }
      } catch {
        storage.removeItem(TOKEN_KEY)
        return { isConnected: false }
      }
    },
    async GET_CHAIN_ID() {
      return { chainId: chainId() }
    },
    async SWITCH_NETWORK({ chainId: next }) {
      if (!config.chainIds.includes(Number(next))) throw new Error('Chain is not supported')
      storage.setItem(CHAIN_KEY, String(Number(next)))
      return { chainId: Number(next) }
    },
    async RPC_REQUEST({ method, params, chainId: requested }) {
      return api('rpc', { method, params, chainId: requested ?? chainId() }, token())
    },
    async SIGN_OUT() {
      await api('sign-out', {}, token()).catch(() => undefined)
      storage.removeItem(TOKEN_KEY)
      return {}
    },
    async SYNC_THEME() {
      return {}
    },
    async SYNC_DAPP_DATA() {
      return {}
    },
  }

  win.addEventListener('message', (event: MessageEvent) => {
    // Only the parent window, on the origin the frame was opened for.
    if (event.source !== win.parent || event.origin !== parentOrigin) return
    const data: unknown = event.data
    if (!isAppRequest(data)) return
    const name = appEventOf(data.type)
    if (!name) return
    const payload =
      typeof data.payload === 'object' && data.payload !== null
        ? (data.payload as Record<string, unknown>)
        : {}
    handlers[name](payload).then(
      (result) => post({ type: `${FRAME_PREFIX}${name}_SUCCESS`, id: data.id, payload: result }),
      (error: unknown) =>
        post({
          type: `${FRAME_PREFIX}${name}_ERROR`,
          id: data.id,
          payload: { message: error instanceof Error ? error.message : String(error) },
        }),
    )
  })
  if (!config.stall) post({ type: FRAME_READY })
}
