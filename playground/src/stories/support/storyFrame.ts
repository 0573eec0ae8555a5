import type { embeddedWallet } from '@foyer/headless'

type CreateClient = NonNullable<NonNullable<Parameters<typeof embeddedWallet>[0]>['createClient']>
type Client = ReturnType<CreateClient>

/**
 * The embedded wallet's frame, played by the story: each request (`CONNECT_EMAIL`,
 * `GET_FARCASTER_URI`, …) is answered by the story's table; a request it does not list never
 * ends (a waiting state). No iframe is made, so no frame server is needed.
 */
export type StoryFrame = Partial<Record<string, (payload: unknown) => unknown>>

/** Requests every frame answers at once: theme and dapp data sync. */
const quiet = new Set(['SYNC_THEME', 'SYNC_DAPP_DATA', 'RELOAD'])

/** The `createClient` of `embeddedWallet()` that plays `frame`. */
export function storyFrameClient(frame: StoryFrame): CreateClient {
  return () => {
    const client = {
      origin: 'http://127.0.0.1:9',
      iframe: undefined,
      ready: Promise.resolve(),
      failed: false,
      request(event: string, payload: unknown) {
        const answer = frame[event]
        if (answer) return Promise.resolve().then(() => answer(payload))
        if (quiet.has(event)) return Promise.resolve({})
        return new Promise(() => {})
      },
      destroy() {},
    }
    return client as unknown as Client
  }
}
