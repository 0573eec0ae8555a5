import {
  type EmbeddedWalletParameters,
  embeddedWallet,
  FoyerError,
  FrameReplyError,
  type FrameRequestEvent,
  type FrameRequests,
  type FrameUser,
} from '@foyer/headless'

type FrameClient = ReturnType<NonNullable<EmbeddedWalletParameters['createClient']>>

/** The frame's origin tests configure as `services.frameUrl`. */
export const FRAME_URL = 'http://127.0.0.1:8790/'

const smartAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const eoa = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The signed-in user the fake frame reports by default: a smart account and its EOA. */
export const frameUser: FrameUser = {
  email: 'ada@example.com',
  address: smartAccount,
  chainId: 31337,
  accounts: [
    { address: smartAccount, type: 'smartAccount' },
    { address: eoa, type: 'eoa' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: false,
}

/**
 * How the fake frame answers one request: a value (its `_SUCCESS` payload), a throw (its
 * `_ERROR`, whose message the wallet reports), or a promise that settles later — `pending()`
 * never does.
 */
export type FrameAnswers = {
  [event in FrameRequestEvent]?: (
    payload: FrameRequests[event]['payload'],
  ) => FrameRequests[event]['result'] | Promise<FrameRequests[event]['result']>
}

/** A request that stays unanswered (the visitor has not decided yet). */
export const pending = <value>() => new Promise<value>(() => {})

/**
 * The shipped embedded wallet (`embeddedWallet` of `@foyer/headless`) speaking to a scripted
 * frame client instead of the devstack's iframe: `answers` script each request (defaults: the
 * signed-in {@link frameUser}, smart accounts on 31337, theme and metadata syncs accepted;
 * anything else stays pending). `requests` records what the wallet asked, in order.
 */
export function fakeEmbeddedWallet(answers: FrameAnswers = {}) {
  const requests: Array<{ event: FrameRequestEvent; payload: unknown }> = []
  let user = frameUser
  const defaults: FrameAnswers = {
    GET_USER() {
      return user
    },
    IS_CONNECTED() {
      return { isConnected: true }
    },
    GET_CHAIN_ID() {
      return { chainId: user.chainId }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [31337] }
    },
    SET_PREFERRED_ACCOUNT({ type }) {
      const account = user.accounts.find((entry) => entry.type === type) ?? user.accounts[0]
      user = { ...user, preferredAccountType: type, address: account?.address ?? user.address }
      return { type, address: user.address }
    },
    SYNC_THEME() {
      return {}
    },
    SYNC_DAPP_DATA() {
      return {}
    },
    SIGN_OUT() {
      return {}
    },
    RELOAD() {
      return {}
    },
  }
  const client: FrameClient = {
    origin: new URL(FRAME_URL).origin,
    iframe: document.createElement('iframe'),
    ready: Promise.resolve(),
    failed: false,
    async request(event, payload) {
      requests.push({ event, payload })
      const answer = (answers[event] ?? defaults[event]) as
        | ((value: typeof payload) => unknown)
        | undefined
      if (!answer) return pending()
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
    /** The events asked, without payloads. */
    events: () => requests.map((request) => request.event),
  }
}

/**
 * A sign-in window as `window.open` returns it, for the social and passkey flows: `post` sends
 * the sign-in page's result as the page would (from this window, on the page's origin), `close`
 * is the visitor closing it. Install with `vi.spyOn(window, 'open').mockImplementation(…)`.
 */
export function fakePopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true
    },
  }
  return {
    window: popup as unknown as Window,
    /** Where the wallet sent the window. */
    href: () => popup.location.href,
    /** The page posts its result (`type` '@foyer/social/RESULT' or '@foyer/passkey/RESULT'). */
    post(type: string, resultUri: string) {
      const event = new Event('message')
      Object.defineProperties(event, {
        data: { value: { type, resultUri } },
        origin: { value: new URL(resultUri).origin },
        source: { value: popup },
      })
      window.dispatchEvent(event)
    },
  }
}
