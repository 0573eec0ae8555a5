import { randomBytes, randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DevstackChainInfo } from '../context.js'
import { frameRpc } from './frameRpc.js'
import { FrameServiceError } from './frameServiceError.js'

/** A one-time code's lifetime (SPEC-NOTES: codes are said to expire in 20 minutes). */
export const FRAME_OTP_EXPIRY_MS = 20 * 60_000
/** What each new embedded account gets on every devstack chain, in wei (100 ETH). */
export const FRAME_FUNDING_WEI = 100n * 10n ** 18n

/** A code in the dev inbox. */
export type FrameInboxCode = { email: string; code: string; createdAt: number; expiresAt: number }

type StoredUser = { privateKey: Hex; address: Address }
type StoredData = { users: Record<string, StoredUser>; sessions: Record<string, string> }

/** Parameters of {@link createFrameService}. */
export type CreateFrameServiceParameters = {
  chains: readonly DevstackChainInfo[]
  /**
   * A JSON file that keeps users' keys and sessions across restarts. DEV ONLY: the keys are
   * plain text. @default none (memory only)
   */
  storeFile?: string | undefined
  /** @default Date.now */
  now?: () => number
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * The embedded wallet's server side: one-time codes to a dev inbox, a key and an EOA per user
 * (funded from anvil on first login), session tokens, and the wallet RPC signed with the key.
 */
export function createFrameService(parameters: CreateFrameServiceParameters) {
  const { chains, storeFile, now = Date.now } = parameters
  const data: StoredData = load(storeFile)
  const inbox: FrameInboxCode[] = []
  const save = () => {
    if (!storeFile) return
    mkdirSync(dirname(storeFile), { recursive: true })
    writeFileSync(storeFile, JSON.stringify(data), { mode: 0o600 })
  }
  const normalize = (email: unknown) => {
    if (typeof email !== 'string' || !emailPattern.test(email.trim())) {
      throw new FrameServiceError('Invalid email')
    }
    return email.trim().toLowerCase()
  }
  const userOf = (token: unknown): { email: string; user: StoredUser } => {
    const email = typeof token === 'string' ? data.sessions[token] : undefined
    const user = email ? data.users[email] : undefined
    if (!email || !user) throw new FrameServiceError('Not signed in', 401)
    return { email, user }
  }

  async function fund(address: Address) {
    await Promise.all(
      chains.map((chain) =>
        fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_setBalance',
            params: [address, `0x${FRAME_FUNDING_WEI.toString(16)}`],
          }),
        }).catch(() => undefined),
      ),
    )
  }

  return {
    /** Sends a 6-digit code to the dev inbox; the next step is always a code. */
    requestCode(rawEmail: unknown): { action: 'VERIFY_OTP' } {
      const email = normalize(rawEmail)
      const createdAt = now()
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
      inbox.push({ email, code, createdAt, expiresAt: createdAt + FRAME_OTP_EXPIRY_MS })
      return { action: 'VERIFY_OTP' }
    },
    /** Checks a code; makes (and funds) the user on first login; returns a new session token. */
    async verifyCode(rawEmail: unknown, otp: unknown): Promise<{ token: string }> {
      const email = normalize(rawEmail)
      const index = inbox.findIndex(
        (entry) => entry.email === email && entry.code === otp && entry.expiresAt > now(),
      )
      if (index === -1) throw new FrameServiceError('Invalid or expired code')
      inbox.splice(index, 1)
      let user = data.users[email]
      if (!user) {
        const privateKey = generatePrivateKey()
        user = { privateKey, address: privateKeyToAccount(privateKey).address }
        data.users[email] = user
        await fund(user.address)
      }
      const token = randomBytes(24).toString('hex')
      data.sessions[token] = email
      save()
      return { token }
    },
    /** The signed-in user of a session token. */
    user(token: unknown): { email: string; address: Address } {
      const { email, user } = userOf(token)
      return { email, address: user.address }
    },
    /** Ends a session (an unknown token is already signed out). */
    signOut(token: unknown): void {
      if (typeof token === 'string' && data.sessions[token]) {
        delete data.sessions[token]
        save()
      }
    },
    /** Answers a wallet request of the session's user on a devstack chain. */
    rpc(token: unknown, request: { method: unknown; params?: unknown; chainId: unknown }) {
      const { user } = userOf(token)
      const chain = chains.find((candidate) => candidate.id === Number(request.chainId))
      if (!chain) throw new FrameServiceError(`Unsupported chain ${String(request.chainId)}`)
      if (typeof request.method !== 'string') throw new FrameServiceError('Invalid method')
      return frameRpc({ privateKey: user.privateKey, chain }, request.method, request.params)
    },
    /** Whether a chain id is one of the devstack's. */
    supportsChain: (chainId: unknown) => chains.some((chain) => chain.id === Number(chainId)),
    /** The codes sent to an email, newest first (all emails when none is given). */
    inbox(rawEmail?: string): FrameInboxCode[] {
      const email = rawEmail?.trim().toLowerCase()
      return inbox.filter((entry) => !email || entry.email === email).reverse()
    },
    /** When true, the frame page never announces FRAME_READY (load-timeout tests). */
    stall: false,
  }
}

/** The devstack's frame service (see {@link createFrameService}). */
export type FrameService = ReturnType<typeof createFrameService>

function load(storeFile: string | undefined): StoredData {
  if (storeFile && existsSync(storeFile)) {
    try {
      const parsed = JSON.parse(readFileSync(storeFile, 'utf8')) as Partial<StoredData>
      return { users: parsed.users ?? {}, sessions: parsed.sessions ?? {} }
    } catch {
      // A damaged dev file starts over.
    }
  }
  return { users: {}, sessions: {} }
}
