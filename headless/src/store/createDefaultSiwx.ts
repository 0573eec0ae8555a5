import type { CaipNetworkId } from '../chains/network.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { type BindableSiwxConfig, bindSiwxStorage } from './siwxAtoms.js'
import type { SiwxConfig, SiwxMessage, SiwxSession } from './siwxConfig.js'
import type { StorageAccess } from './storage.js'
import { siwxSessionsEntry } from './storageKeys.js'

export type CreateDefaultSiwxParameters = {
  /** The one line the visitor reads on SIWXSignMessage and in the message. @default none */
  statement?: string
  /** How long a signed session stays valid, in milliseconds. @default 604800000 (7 days) */
  expiresInMs?: number
  /** Whether sign-in is required: cancelling disconnects, closing is refused. @default false */
  required?: boolean
  /** The domain the message names. @default the page's `location.host` */
  domain?: string
  /** The URI the message names. @default the page's `location.href` */
  uri?: string
}

export type CreateDefaultSiwxReturnType = SiwxConfig

const DEFAULT_EXPIRES_IN_MS = 7 * 24 * 60 * 60 * 1000

/** A nonce of 16 random letters and digits (EIP-4361 asks for at least 8). */
function randomNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(
    crypto.getRandomValues(new Uint8Array(16)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('')
}

const sameAccount = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId &&
  session.data.accountAddress.toLowerCase() === address.toLowerCase()

const isValid = (session: SiwxSession, now: number) =>
  !session.data.expirationTime || new Date(session.data.expirationTime).getTime() > now

/**
 * Sign-in with no backend of the host's (SPEC §4): messages written by `createSiwxMessage`
 * (EIP-4361 for eip155, the Solana and Bitcoin texts) for the page's domain and URI with a
 * random nonce, and sessions kept in the instance's storage (under its `storageKey`; in memory
 * until the instance mounts). It proves nothing to a server: a host that signs visitors in to
 * its backend gives a `SiwxConfig` that asks it for nonces and verifies there
 * (`@foyer/headless/siwx`). The message code (viem) loads when the first sign-in starts.
 */
export function createDefaultSiwx(
  parameters: CreateDefaultSiwxParameters = {},
): CreateDefaultSiwxReturnType {
  assertParameters(
    parameters,
    {
      statement: is.optional(is.string),
      expiresInMs: is.optional(is.nonNegativeNumber),
      required: is.optional(is.boolean),
      domain: is.optional(is.string),
      uri: is.optional(is.string),
    },
    { optional: true },
  )
  const { statement, expiresInMs = DEFAULT_EXPIRES_IN_MS, required = false } = parameters
  let memory: SiwxSession[] = []
  let storage: StorageAccess | undefined
  const read = () => (storage ? (storage.get(siwxSessionsEntry) ?? []) : memory)
  const write = (sessions: SiwxSession[]) => {
    if (storage) storage.set(siwxSessionsEntry, sessions)
    else memory = sessions
  }
  const config: BindableSiwxConfig = {
    async createMessage({ chainId, accountAddress }): Promise<SiwxMessage> {
      const { createSiwxMessage } = await import('../siwx/createSiwxMessage.js')
      const now = new Date()
      const data = {
        chainId,
        accountAddress,
        nonce: randomNonce(),
        domain: parameters.domain ?? globalThis.location?.host ?? 'localhost',
        uri: parameters.uri ?? globalThis.location?.href ?? 'http://localhost/',
        version: '1',
        issuedAt: now.toISOString(),
        expirationTime: new Date(now.getTime() + expiresInMs).toISOString(),
        ...(statement ? { statement } : {}),
      }
      const text = createSiwxMessage(data, { now })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const { chainId, accountAddress } = session.data
      write([...read().filter((kept) => !sameAccount(kept, chainId, accountAddress)), session])
    },
    async revokeSession(chainId, address) {
      write(read().filter((kept) => !sameAccount(kept, chainId, address)))
    },
    async setSessions(sessions) {
      write([...sessions])
    },
    async getSessions(chainId, address) {
      const now = Date.now()
      return read().filter(
        (session) => sameAccount(session, chainId, address) && isValid(session, now),
      )
    },
    getRequired: () => required,
    [bindSiwxStorage](bound) {
      // Sessions signed before the instance mounted move into its storage.
      const before = memory
      storage = bound
      memory = []
      if (before.length) write([...read(), ...before])
    },
  }
  return config
}
