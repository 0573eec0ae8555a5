import type { FrameUser } from '@foyer/headless'
import { type FrameAnswers, scriptedEmbeddedWallet } from '@foyer/headless/testing'

export type { FrameAnswers } from '@foyer/headless/testing'

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

/** A request that stays unanswered (the visitor has not decided yet). */
export const pending = <value>() => new Promise<value>(() => {})

/**
 * The shipped embedded wallet on a scripted frame (`scriptedEmbeddedWallet` of
 * `@foyer/headless/testing`): `answers` script each request over these defaults: the signed-in
 * {@link frameUser}, smart accounts on 31337, theme and metadata syncs accepted; anything else
 * stays pending. `requests` records what the wallet asked, in order.
 */
export function fakeEmbeddedWallet(answers: FrameAnswers = {}) {
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
  return scriptedEmbeddedWallet({ ...defaults, ...answers }, { frameUrl: FRAME_URL })
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
