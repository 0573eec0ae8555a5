// The devstack embedded-wallet frame page. It runs inside the app's iframe, on the frame server's
// own origin, and answers the app's messages (protocol.ts) by calling its server (same origin).
import {
  appEventOf,
  FRAME_PREFIX,
  FRAME_READY,
  type FrameEvent,
  isAppRequest,
} from '../protocol.js'
import { accountHandlers } from './accountHandlers.js'
import {
  CHAIN_KEY,
  DEVICE_KEY,
  type FrameContext,
  type FramePageConfig,
  randomId,
  TOKEN_KEY,
} from './frameContext.js'
import { loginHandlers } from './loginHandlers.js'

export type { FramePageConfig } from './frameContext.js'

declare global {
  interface Window {
    __FOYER_FRAME_CONFIG__?: FramePageConfig
  }
}

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
  const context: FrameContext = {
    config,
    parentOrigin,
    storage,
    token: () => storage.getItem(TOKEN_KEY),
    chainId: () =>
      Number(storage.getItem(CHAIN_KEY) ?? query.get('chainId') ?? config.chainIds[0] ?? 0),
    deviceId() {
      let id = storage.getItem(DEVICE_KEY)
      if (!id) {
        id = randomId()
        storage.setItem(DEVICE_KEY, id)
      }
      return id
    },
    app: { themeMode: 'dark' },
    pending: { generation: 0 },
  }
  const post = (message: { type: string; id?: string; payload?: unknown }) =>
    win.parent.postMessage(message, parentOrigin)

  const handlers: Record<FrameEvent, (payload: Record<string, unknown>) => Promise<unknown>> = {
    ...loginHandlers(context),
    ...accountHandlers(context),
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
