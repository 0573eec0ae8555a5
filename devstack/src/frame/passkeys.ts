import { randomBytes } from 'node:crypto'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { FrameServiceError } from './frameServiceError.js'
import type { FrameStore } from './frameStore.js'
import { type FrameUsers, userNameOf } from './frameUsers.js'
import { appInfoOf, type FrameAppInfo } from './pages/layout.js'
import { originOf, urlOf } from './socialLogin.js'

/** WebAuthn needs a domain: the passkey page is the frame server reached as `localhost`. */
export const PASSKEY_RP_ID = 'localhost'
/** How long a passkey page and a result stay usable. */
export const PASSKEY_EXPIRY_MS = 10 * 60_000

/** A passkey page in progress. */
export type PasskeyState = {
  /** The app's origin: the popup posts its result only there. */
  origin: string
  app: FrameAppInfo
  createdAt: number
  challenge?: string
  /** The user a registration is for (between its options and its verification). */
  pending?: { userHandle: string; userName: string }
}

const random = () => randomBytes(16).toString('hex')
/** The passkey page's origin for a frame server port. */
export const passkeyOrigin = (port: number | string) => `http://${PASSKEY_RP_ID}:${port}`

/**
 * Passkey login (WebAuthn, @simplewebauthn/server): GET_PASSKEY_URI makes a state whose page is
 * `http://localhost:<port>/passkey?state=`; the page registers a new passkey (a new user) or
 * signs in with one; each ends in a one-time result that CONNECT_PASSKEY exchanges for a session
 * of the credential's user (`passkey:<user handle>`).
 */
export function createPasskeys(store: FrameStore, users: FrameUsers, now: () => number) {
  const states = new Map<string, PasskeyState>()
  const results = new Map<string, { userHandle: string; userName: string; createdAt: number }>()
  const live = (createdAt: number) => now() - createdAt < PASSKEY_EXPIRY_MS
  function stateOf(state: unknown): PasskeyState {
    const found = typeof state === 'string' ? states.get(state) : undefined
    if (!found || !live(found.createdAt)) {
      throw new FrameServiceError('Unknown or expired passkey sign-in', 404)
    }
    return found
  }
  function challengeOf(state: PasskeyState): string {
    if (!state.challenge) throw new FrameServiceError('No passkey ceremony in progress')
    return state.challenge
  }
  function finish(
    id: string,
    port: number | string,
    user: { userHandle: string; userName: string },
  ) {
    states.delete(id)
    const code = random()
    results.set(code, { ...user, createdAt: now() })
    return { resultUri: `${passkeyOrigin(port)}/passkey/result?code=${code}` }
  }

  return {
    /** GET_PASSKEY_URI: the passkey page's URL (on localhost, the frame server's port). */
    start(request: { origin: unknown; app?: unknown }, port: number | string): { uri: string } {
      const origin = originOf(request.origin)
      if (!origin) throw new FrameServiceError('Invalid app origin')
      const id = random()
      states.set(id, { origin, app: appInfoOf(request.app), createdAt: now() })
      return { uri: `${passkeyOrigin(port)}/passkey?state=${id}` }
    },
    /** A state (its page); 404 when unknown or expired. */
    state: stateOf,
    /** "Create a passkey": WebAuthn creation options for a new user named `userName`. */
    async registrationOptions(id: unknown, rawUserName: unknown) {
      const state = stateOf(id)
      const userName = userNameOf(rawUserName)
      const options = await generateRegistrationOptions({
        rpName: 'Foyer devstack',
        rpID: PASSKEY_RP_ID,
        userName,
        userDisplayName: userName,
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      state.challenge = options.challenge
      state.pending = { userHandle: options.user.id, userName }
      return options
    },
    /** Checks the new credential, keeps it, and makes the one-time result. */
    async register(id: unknown, response: unknown, port: number | string) {
      const state = stateOf(id)
      const expectedChallenge = challengeOf(state)
      const pending = state.pending
      if (!pending) throw new FrameServiceError('No passkey ceremony in progress')
      const verification = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: passkeyOrigin(port),
        expectedRPID: PASSKEY_RP_ID,
        requireUserVerification: false,
      }).catch((error: unknown) => {
        throw new FrameServiceError(`Passkey not accepted: ${(error as Error).message}`)
      })
      if (!verification.verified) throw new FrameServiceError('Passkey not accepted')
      const { credential } = verification.registrationInfo
      store.data.credentials[credential.id] = {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        ...(credential.transports ? { transports: credential.transports } : {}),
        ...pending,
      }
      store.save()
      return finish(String(id), port, pending)
    },
    /** "Sign in with a passkey": WebAuthn request options (any passkey of this site). */
    async authenticationOptions(id: unknown) {
      const state = stateOf(id)
      const options = await generateAuthenticationOptions({
        rpID: PASSKEY_RP_ID,
        userVerification: 'preferred',
      })
      state.challenge = options.challenge
      return options
    },
    /** Checks the assertion against the stored credential and makes the one-time result. */
    async authenticate(id: unknown, response: unknown, port: number | string) {
      const state = stateOf(id)
      const expectedChallenge = challengeOf(state)
      const assertion = response as AuthenticationResponseJSON
      const stored = store.data.credentials[String(assertion?.id)]
      if (!stored) throw new FrameServiceError('Unknown passkey')
      const verification = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge,
        expectedOrigin: passkeyOrigin(port),
        expectedRPID: PASSKEY_RP_ID,
        requireUserVerification: false,
        credential: {
          id: stored.id,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          ...(stored.transports ? { transports: stored.transports } : {}),
        },
      }).catch((error: unknown) => {
        throw new FrameServiceError(`Passkey not accepted: ${(error as Error).message}`)
      })
      if (!verification.verified) throw new FrameServiceError('Passkey not accepted')
      stored.counter = verification.authenticationInfo.newCounter
      store.save()
      return finish(String(id), port, { userHandle: stored.userHandle, userName: stored.userName })
    },
    /** CONNECT_PASSKEY: exchanges a result URI (once) for a session. */
    async connect(uri: unknown): Promise<{ token: string; userName: string }> {
      const code = urlOf(uri)?.searchParams.get('code') ?? ''
      const result = results.get(code)
      if (!result || !live(result.createdAt)) {
        throw new FrameServiceError('Invalid or expired passkey sign-in result')
      }
      results.delete(code)
      return users.signInWith(`passkey:${result.userHandle}`, result.userName)
    },
  }
}
