import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from '../../constants/index.js'
import { FrameLoadFailedError, FrameRequestTimeoutError } from '../../errors/alerts.js'
import { FrameReplyError, RequestAbortedError, SomethingWentWrongError } from '../../errors/auth.js'
import type { FoyerError } from '../../errors/FoyerError.js'
import {
  FRAME_APP_PREFIX,
  type FrameRequestEvent,
  type FrameRequests,
  parseFrameMessage,
  timedFrameRequests,
} from './protocol.js'

/** Parameters of {@link createFrameClient}. */
export type CreateFrameClientParameters = {
  /** The frame page (`services.frameUrl`). */
  frameUrl: string
  projectId: string
  /** The chain the frame starts on. */
  chainId: number
  /** Foyer's version, sent as `version`. */
  version: string
  /** @default false */
  enableLogger?: boolean
  /** The page the frame is made in. @default globalThis.window */
  window?: Window
  /** Called when the frame did not load in time or a request timed out (an alert to show). */
  onAlert?: (error: FoyerError) => void
}

type Pending = {
  event: FrameRequestEvent
  resolve: (value: unknown) => void
  reject: (error: FoyerError) => void
  timer?: ReturnType<typeof setTimeout>
}

/**
 * The app's side of the embedded-wallet frame: makes the hidden iframe, waits for FRAME_READY
 * plus 500 ms, then sends requests and matches replies by id. It posts to the frame's exact
 * origin, and accepts only messages whose origin is the frame's and whose source is the
 * iframe's window; a malformed payload is ignored. A 20 s load timeout and the 30 s timeout of
 * connect requests reject every pending request ('Request was aborted' for RPC, 'Something went
 * wrong' otherwise).
 */
export function createFrameClient(parameters: CreateFrameClientParameters) {
  const win = parameters.window ?? window
  const url = new URL(parameters.frameUrl, win.location.href)
  const frameOrigin = url.origin
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId))
  url.searchParams.set('version', parameters.version)
  url.searchParams.set('enableLogger', String(parameters.enableLogger ?? false))
  url.searchParams.set('origin', win.location.origin)

  const iframe = win.document.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('data-foyer-frame', '')
  iframe.tabIndex = -1
  iframe.style.cssText =
    'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0'

  const pending = new Map<string, Pending>()
  let nextId = 0
  let failed: FoyerError | undefined
  let markReady: () => void = () => {}
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  let isReady = false
  void ready.then(() => {
    isReady = true
  })

  const abortAll = (cause: FoyerError) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer)
      pending.delete(id)
      request.reject(
        request.event === 'RPC_REQUEST'
          ? new RequestAbortedError({ cause })
          : new SomethingWentWrongError({ cause }),
      )
    }
  }

  const loadTimer = setTimeout(() => {
    if (isReady || readyTimer) return
    failed = new FrameLoadFailedError()
    parameters.onAlert?.(failed)
    abortAll(failed)
  }, FRAME_LOAD_TIMEOUT_MS)

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return
    const message = parseFrameMessage(event.data, (id) => pending.get(id)?.event)
    if (message === undefined) return
    if (message === 'ready') {
      if (readyTimer || failed) return
      clearTimeout(loadTimer)
      readyTimer = setTimeout(markReady, FRAME_READY_DELAY_MS)
      return
    }
    const request = pending.get(message.id)
    if (!request) return
    pending.delete(message.id)
    clearTimeout(request.timer)
    if (message.kind === 'success') request.resolve(message.payload)
    else request.reject(new FrameReplyError(message.message))
  }
  win.addEventListener('message', onMessage)
  win.document.body.appendChild(iframe)

  return {
    /** The frame's origin: the only one posted to and listened to. */
    origin: frameOrigin,
    /** The iframe element (hidden). */
    iframe,
    /** Resolves once the frame is ready (FRAME_READY + 500 ms). */
    ready,
    /** Whether the frame failed to load (the connector then makes a new one next time). */
    get failed() {
      return failed !== undefined
    },
    /** Sends one request once the frame is ready; resolves with its checked result. */
    request<event extends FrameRequestEvent>(
      event: event,
      payload: FrameRequests[event]['payload'],
    ): Promise<FrameRequests[event]['result']> {
      if (failed) return Promise.reject(new FrameLoadFailedError())
      const id = `${Date.now().toString(36)}-${(nextId++).toString(36)}`
      return new Promise((resolve, reject) => {
        const entry: Pending = { event, resolve, reject }
        pending.set(id, entry)
        if (timedFrameRequests.includes(event)) {
          entry.timer = setTimeout(() => {
            if (!pending.has(id)) return
            pending.delete(id)
            const timeout = new FrameRequestTimeoutError()
            parameters.onAlert?.(timeout)
            reject(timeout)
            abortAll(timeout)
          }, FRAME_REQUEST_TIMEOUT_MS)
        }
        const send = () => {
          if (!pending.has(id)) return
          iframe.contentWindow?.postMessage(
            { type: `${FRAME_APP_PREFIX}${event}`, id, payload },
            frameOrigin,
          )
        }
        // Once ready, at once: requests keep the order they were made in (the theme and dapp
        // data, sent on readiness, reach the frame before what was waiting behind them).
        if (isReady) send()
        else void ready.then(send)
      })
    },
    /** Removes the iframe and its listener; pending requests are rejected. */
    destroy() {
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      win.removeEventListener('message', onMessage)
      abortAll(new SomethingWentWrongError())
      iframe.remove()
    },
  }
}

/** A frame client (see {@link createFrameClient}). */
export type FrameClient = ReturnType<typeof createFrameClient>
