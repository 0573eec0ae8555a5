import { embeddedWallet } from '../connectors/embedded/embeddedWallet.js'
import type { FrameClient } from '../connectors/embedded/frameClient.js'
import {
  FRAME_REQUEST_EVENTS,
  type FrameRequestEvent,
  type FrameRequests,
} from '../connectors/embedded/protocol.js'
import { FrameReplyError } from '../errors/auth.js'
import { FoyerError } from '../errors/FoyerError.js'
import {
  assertParameter,
  assertParameters,
  baseParameterRules as is,
} from '../errors/parameters.js'

/**
 * How a scripted frame answers each request: a value (the frame's `_SUCCESS` payload), a throw
 * (its `_ERROR`: the wallet reports the message as a `FrameReplyError`), or a promise that
 * settles later. A request without an answer stays pending, as the visitor who has not decided.
 */
export type FrameAnswers = {
  [event in FrameRequestEvent]?: (
    payload: FrameRequests[event]['payload'],
  ) => FrameRequests[event]['result'] | Promise<FrameRequests[event]['result']>
}

/** Parameters of {@link scriptedEmbeddedWallet}. */
export type ScriptedEmbeddedWalletParameters = {
  /**
   * The frame's URL, whose origin the client reports: configure the same as `services.frameUrl`.
   * @default 'http://127.0.0.1:8790/'
   */
  frameUrl?: string
}

/** What {@link scriptedEmbeddedWallet} returns. */
export type ScriptedEmbeddedWallet = {
  /** The shipped `embeddedWallet()` connector, speaking to the script. */
  connector: ReturnType<typeof embeddedWallet>
  /** What the wallet asked the frame, in order. */
  requests: Array<{ event: FrameRequestEvent; payload: unknown }>
  /** The events asked, without payloads. */
  events: () => FrameRequestEvent[]
}

const knownEvent = {
  rule: `one of the frame's requests (${FRAME_REQUEST_EVENTS.join(', ')})`,
  test: (value: unknown) => FRAME_REQUEST_EVENTS.includes(value as FrameRequestEvent),
}

/**
 * The embedded wallet (`embeddedWallet()`) on a scripted frame instead of the provider's iframe,
 * for tests and stories of email, social and account flows with no frame and no network. The
 * connector's own code runs: only the frame's answers come from `answers`.
 */
export function scriptedEmbeddedWallet(
  answers: FrameAnswers,
  parameters: ScriptedEmbeddedWalletParameters = {},
): ScriptedEmbeddedWallet {
  assertParameter('answers', answers, is.object)
  for (const [event, answer] of Object.entries(answers)) {
    assertParameter(`answers key "${event}"`, event, knownEvent)
    assertParameter(`answers.${event}`, answer, is.optional(is.function))
  }
  assertParameters(parameters, { frameUrl: is.optional(is.url) })
  const requests: ScriptedEmbeddedWallet['requests'] = []
  let iframe: HTMLIFrameElement | undefined
  const client: FrameClient = {
    origin: new URL(parameters.frameUrl ?? 'http://127.0.0.1:8790/').origin,
    /** Never in the page (no frame loads); made when read, so the factory needs no DOM. */
    get iframe() {
      iframe ??= document.createElement('iframe')
      return iframe
    },
    ready: Promise.resolve(),
    failed: false,
    async request(event, payload) {
      requests.push({ event, payload })
      const answer = answers[event] as ((value: typeof payload) => unknown) | undefined
      if (!answer) return new Promise<never>(() => {})
      try {
        return (await answer(payload)) as never
      } catch (error) {
        // As the real client: the frame's `_ERROR` reply becomes a FrameReplyError.
        throw error instanceof FoyerError ? error : new FrameReplyError((error as Error).message)
      }
    },
    destroy() {},
  }
  return {
    connector: embeddedWallet({ createClient: () => client }),
    requests,
    events: () => requests.map((request) => request.event),
  }
}
