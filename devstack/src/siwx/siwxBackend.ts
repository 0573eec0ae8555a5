// The server half of "Sign in with X", as a host's backend writes it. Framework-free: the HTTP
// layer is routes/siwx.ts. Everything that decides whether a sign-in is valid is
// `verifySiwxMessage` of `@foyer/headless/siwx`; this file adds what a backend keeps: the
// nonces it issued, the sessions it accepted, and a bearer token per signed-in visitor.
import {
  createSiwxNonceStore,
  type SiwxNonceStore,
  type VerifySiwxMessageParameters,
  type VerifySiwxMessageReturnType,
  verifySiwxMessage,
} from '@foyer/headless/siwx'
import type { Client } from 'viem'

/** A site this backend signs visitors in for: the page origin, e.g. `https://app.example`. */
export type SiwxSite = {
  /** The messages' `domain` (RFC 3986 authority), e.g. `app.example` or `127.0.0.1:5173`. */
  domain: string
  /** The URIs a message may name (compared exactly), e.g. `https://app.example`. */
  uris: readonly string[]
}

/** What a visitor sends: the message text exactly as signed and its signature. */
export type SignedSiwxMessage = { message: string; signature: string }

/** A session the backend accepted (what `GET /siwx/sessions` answers). */
export type SiwxBackendSession = SignedSiwxMessage & {
  data: VerifySiwxMessageReturnType['data']
  /** CAIP-10 `chainId:address` of the signed-in account. */
  caipAddress: string
  /** When it was accepted (ms since 1970). */
  createdAt: number
}

export type CreateSiwxBackendParameters = {
  /** The CAIP-2 networks accepted, e.g. `['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']`. */
  chainIds: NonNullable<VerifySiwxMessageParameters['chainIds']>
  /**
   * A viem client per eip155 network, to check smart-account signatures (EIP-1271 for a
   * deployed account, EIP-6492 for one not deployed yet). EOAs and Solana need none.
   */
  clientFor?: (chainId: string) => Client | undefined
  /** Where nonces live; several server processes share one (a database, Redis). @default in memory, 5 min */
  nonceStore?: SiwxNonceStore
}

export type SiwxBackend = ReturnType<typeof createSiwxBackend>

/**
 * One sign-in backend. `signIn` verifies messages and answers a bearer token; the token then
 * reads (`sessions`, `me`) and revokes (`revoke`) the sessions it holds. State is in memory: a
 * real backend keeps `logins` in its database.
 */
export function createSiwxBackend(parameters: CreateSiwxBackendParameters) {
  const { chainIds, clientFor } = parameters
  const nonceStore = parameters.nonceStore ?? createSiwxNonceStore()
  /** Bearer token → the sessions of that visitor (one per signed-in account and network). */
  const logins = new Map<string, SiwxBackendSession[]>()

  /** A session counts until its message's `Expiration Time`, if it has one. */
  const live = (session: SiwxBackendSession, now = Date.now()) =>
    !session.data.expirationTime || new Date(session.data.expirationTime).getTime() > now
  const sessionsOf = (token: string | undefined) =>
    token === undefined ? undefined : logins.get(token)?.filter((session) => live(session))

  return {
    /** A fresh nonce: single use, valid 5 minutes (or as the store says). */
    issueNonce: () => nonceStore.issueNonce(),

    /**
     * Verifies every message, all or nothing, for `site`, then keeps them under `token` (a new
     * token when none is given or it is unknown). With `replace`, the token's earlier sessions
     * are dropped (a host's `setSessions`). Several messages may share one nonce: a wallet
     * signing in one click signs one message per network over the nonce it was given, so the
     * nonce is consumed once for the batch. Throws the typed error of the first refusal.
     */
    async signIn(input: {
      site: SiwxSite
      messages: readonly SignedSiwxMessage[]
      token?: string | undefined
      replace?: boolean
    }): Promise<{ token: string; sessions: SiwxBackendSession[] }> {
      const batch = oncePerBatch(nonceStore)
      const accepted: SiwxBackendSession[] = []
      for (const { message, signature } of input.messages) {
        const verified = await verifySiwxMessage({
          message,
          signature,
          domain: input.site.domain,
          uri: input.site.uris,
          chainIds,
          nonceStore: batch,
          client: clientFor?.(chainIdOf(message)),
        })
        accepted.push({
          message,
          signature,
          data: verified.data,
          caipAddress: verified.caipAddress,
          createdAt: Date.now(),
        })
      }
      const token = input.token !== undefined && logins.has(input.token) ? input.token : newToken()
      const kept = input.replace ? [] : (logins.get(token) ?? [])
      // One session per account and network: the newest wins.
      const merged = [
        ...kept.filter((old) => !accepted.some((next) => same(old, next))),
        ...accepted,
      ]
      logins.set(token, merged)
      return { token, sessions: accepted }
    },

    /** The token's live sessions of one account on one network (eip155 address without case). */
    sessions(token: string | undefined, chainId: string, address: string) {
      const sessions = sessionsOf(token)
      if (!sessions) return undefined
      return sessions.filter((session) => isAccount(session, chainId, address))
    },

    /** Ends the token's sessions of one account on one network; how many ended. */
    revoke(token: string | undefined, chainId: string, address: string) {
      const sessions = token === undefined ? undefined : logins.get(token)
      if (!sessions) return undefined
      const kept = sessions.filter((session) => !isAccount(session, chainId, address))
      logins.set(token as string, kept)
      return sessions.length - kept.length
    },

    /**
     * Who the token signs in: the account of its newest live session, and every account and
     * network it is signed in on (CAIP-10); undefined when none is live.
     */
    me(token: string | undefined) {
      const sessions = sessionsOf(token)
      const newest = sessions?.at(-1)
      if (!sessions || !newest) return undefined
      return {
        address: newest.data.accountAddress,
        chainId: newest.data.chainId,
        caipAddress: newest.caipAddress,
        accounts: sessions.map((session) => session.caipAddress),
      }
    },
  }
}

/** The CAIP-2 network of a message, read before verifying to pick the right chain client. */
function chainIdOf(message: string): string {
  const reference = /^Chain ID: (.+)$/m.exec(message)?.[1] ?? ''
  const account = /^\S+ wants you to sign in with your (\w+) account:$/m.exec(message)?.[1]
  const namespace = account === 'Solana' ? 'solana' : account === 'Bitcoin' ? 'bip122' : 'eip155'
  return `${namespace}:${reference}`
}

function isAccount(session: SiwxBackendSession, chainId: string, address: string) {
  const { data } = session
  if (data.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address
}

const same = (a: SiwxBackendSession, b: SiwxBackendSession) =>
  isAccount(a, b.data.chainId, b.data.accountAddress)

/** 32 random bytes as hex: the bearer token. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Consumes each nonce once per batch: the messages of one request may share it. */
function oncePerBatch(store: SiwxNonceStore): SiwxNonceStore {
  const consumed = new Map<string, Promise<boolean>>()
  return {
    issueNonce: () => store.issueNonce(),
    consumeNonce(nonce) {
      let result = consumed.get(nonce)
      if (!result) {
        result = Promise.resolve(store.consumeNonce(nonce))
        consumed.set(nonce, result)
      }
      return result
    },
  }
}
