// A fake embedded-wallet frame that plays the devstack's, for the sign-in actions' tests.
import { expect, vi } from 'vitest'
import { embeddedWallet } from '../connectors/embedded/embeddedWallet.js'
import { findEmbeddedWallet } from '../connectors/embedded/findEmbeddedWallet.js'
import { createFrameClient } from '../connectors/embedded/frameClient.js'
import { connectorsAtom } from '../store/atoms.js'
import { autoReadyFrames, FRAME_ORIGIN, FRAME_URL } from './fakeFrame.js'
import { devnet, testFoyer } from './testFoyer.js'

export const eoa = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const PASSKEY_ORIGIN = 'http://localhost:8790'

/** A frame that plays the devstack's: sign-in steps, the two account types, email change. */
export function embeddedSetup(
  options: {
    defaultAccountType?: 'eoa' | 'smartAccount'
    /** What the frame asks for after an email. @default 'VERIFY_DEVICE' */
    emailAction?: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  } = {},
) {
  const frame = {
    signedIn: false,
    preferred: undefined as 'eoa' | 'smartAccount' | undefined,
    email: 'ada@example.com' as string | undefined,
    userName: undefined as string | undefined,
    farcasterApproved: undefined as ((value: unknown) => void) | undefined,
    deviceApproved: undefined as ((value: unknown) => void) | undefined,
    deployed: true,
  }
  const user = (fallback: unknown) => {
    const type = frame.preferred ?? (fallback as 'eoa' | 'smartAccount')
    return {
      ...(frame.email ? { email: frame.email } : {}),
      ...(frame.userName ? { userName: frame.userName } : {}),
      address: type === 'eoa' ? eoa : smart,
      chainId: 31337,
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: eoa, type: 'eoa' },
      ],
      preferredAccountType: type,
      smartAccountDeployed: frame.deployed,
    }
  }
  const answer = (event: string, payload: Record<string, unknown>): unknown => {
    switch (event) {
      case 'CONNECT_EMAIL':
        return { action: options.emailAction ?? 'VERIFY_DEVICE' }
      case 'CONNECT_DEVICE':
        return new Promise((resolve) => {
          frame.deviceApproved = resolve
        })
      case 'CONNECT_OTP':
        if (payload.otp !== '123456') throw new Error('Invalid or expired code')
        frame.signedIn = true
        return {}
      case 'GET_SOCIAL_REDIRECT_URI':
        return { uri: `${FRAME_ORIGIN}/social/${String(payload.provider)}/consent?state=s1` }
      case 'CONNECT_SOCIAL':
        if (payload.uri !== `${FRAME_ORIGIN}/social/result?code=c1`) throw new Error('Bad result')
        frame.signedIn = true
        frame.email = undefined
        frame.userName = 'ada'
        return { userName: 'ada' }
      case 'GET_PASSKEY_URI':
        return { uri: `${PASSKEY_ORIGIN}/passkey?state=p1` }
      case 'CONNECT_PASSKEY':
        frame.signedIn = true
        frame.email = undefined
        return {}
      case 'GET_FARCASTER_URI':
        return { url: `${FRAME_ORIGIN}/farcaster/approve?channel=f1` }
      case 'CONNECT_FARCASTER':
        return new Promise((resolve) => {
          frame.farcasterApproved = resolve
        })
      case 'GET_USER':
        if (!frame.signedIn) throw new Error('Not signed in')
        return user(payload.preferredAccountType)
      case 'IS_CONNECTED':
        return { isConnected: frame.signedIn }
      case 'GET_CHAIN_ID':
        return { chainId: 31337 }
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: [31337] }
      case 'INIT_SMART_ACCOUNT':
        frame.deployed = true
        return { address: smart, isDeployed: true }
      case 'SET_PREFERRED_ACCOUNT':
        frame.preferred = payload.type as 'eoa' | 'smartAccount'
        return { type: payload.type, address: payload.type === 'eoa' ? eoa : smart }
      case 'UPDATE_EMAIL':
        return { action: 'VERIFY_PRIMARY_OTP' }
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        if (payload.otp !== '111111') throw new Error('Invalid or expired code')
        return {}
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        if (payload.otp !== '222222') throw new Error('Invalid or expired code')
        frame.email = 'grace@example.com'
        return { newEmail: 'grace@example.com' }
      default:
        return {}
    }
  }
  const resolved = (event: string, payload: Record<string, unknown>) => answer(event, payload)
  const frames = autoReadyFrames((event, payload) => {
    const result = resolved(event, payload)
    if (result instanceof Promise) {
      // Long waits answer later, through the same frame.
      void result.then((value) => {
        const last = frames.frames.at(-1)
        const request = [...(last?.posted ?? [])]
          .reverse()
          .find(({ message }) => message.type === `@foyer/app/${event}`)
        if (request) {
          last?.say({
            type: `@foyer/frame/${event}_SUCCESS`,
            id: request.message.id,
            payload: value,
          })
        }
      })
      return undefined
    }
    return result
  })
  const { foyer } = testFoyer({
    networks: [devnet],
    connectors: [embeddedWallet({ createClient: frames.wrap(createFrameClient) })],
    services: { frameUrl: FRAME_URL },
    features: { email: true },
    ...(options.defaultAccountType
      ? { defaultAccountTypes: { eip155: options.defaultAccountType } }
      : {}),
  })
  const connector = findEmbeddedWallet(foyer.store.get(connectorsAtom))
  if (!connector) throw new Error('no embedded wallet')
  return { foyer, connector, frame, frames }
}

/** A sign-in window as the app sees it: where it was sent, and whether it is closed. */
export function fakePopup() {
  const popup = {
    location: { href: 'about:blank' },
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  return popup
}

export const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))

/** Waits until `check` passes (flows hop through the fake frame's microtasks). */
export async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 })
}
