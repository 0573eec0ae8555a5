import { vi } from 'vitest'
import type {
  CreateFrameClientParameters,
  FrameClient,
} from '../connectors/embedded/frameClient.js'

/** The devstack frame's origin, as tests configure it. */
export const FRAME_ORIGIN = 'http://127.0.0.1:8790'
/** The frame URL tests pass as `services.frameUrl`. */
export const FRAME_URL = `${FRAME_ORIGIN}/`

/** Answers one request (`event` without prefix); `undefined` leaves it unanswered. */
export type FrameAnswer = (event: string, payload: Record<string, unknown>) => unknown

/** A message the app posted to the frame. */
export type PostedMessage = { type: string; id: string; payload: Record<string, unknown> }

/**
 * Plays the frame inside jsdom for one client's iframe: records what the app posts (and to
 * which origin) and answers each `@foyer/app/<EVENT>` with `answer`'s result (`_SUCCESS`), or with
 * `_ERROR` when it throws. `say` posts any message as the frame (or, with other
 * options, as a forger).
 */
export function fakeFrame(iframe: HTMLIFrameElement, answer: FrameAnswer = () => undefined) {
  const frameWindow = iframe.contentWindow as Window
  const posted: { message: PostedMessage; targetOrigin: string }[] = []
  const say = (
    data: unknown,
    options: { origin?: string; source?: MessageEventSource | null } = {},
  ) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: options.origin ?? FRAME_ORIGIN,
        source: options.source === undefined ? frameWindow : options.source,
      }),
    )
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((
    message: PostedMessage,
    targetOrigin: string,
  ) => {
    posted.push({ message, targetOrigin })
    const event = message.type.replace('@foyer/app/', '')
    queueMicrotask(() => {
      try {
        const result = answer(event, message.payload)
        if (result === undefined) return
        say({ type: `@foyer/frame/${event}_SUCCESS`, id: message.id, payload: result })
      } catch (error) {
        say({
          type: `@foyer/frame/${event}_ERROR`,
          id: message.id,
          payload: { message: (error as Error).message },
        })
      }
    })
  }) as never)
  return {
    posted,
    say,
    ready: () => say({ type: '@foyer/frame/FRAME_READY' }),
    events: () => posted.map(({ message }) => message.type.replace('@foyer/app/', '')),
  }
}

/** Wraps `createFrameClient` so each client made gets a fake frame that is ready at once. */
export function autoReadyFrames(answer: FrameAnswer) {
  const frames: ReturnType<typeof fakeFrame>[] = []
  return {
    frames,
    wrap:
      (create: (parameters: CreateFrameClientParameters) => FrameClient) =>
      (parameters: CreateFrameClientParameters): FrameClient => {
        const client = create(parameters)
        const frame = fakeFrame(client.iframe, answer)
        frames.push(frame)
        frame.ready()
        return client
      },
  }
}
