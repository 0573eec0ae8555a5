import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Address, Hex } from 'viem'

/** The two accounts of an embedded user. */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** One embedded user. DEV ONLY: the key is kept in plain text. */
export type StoredUser = {
  privateKey: Hex
  /** The key's address (the EOA). */
  address: Address
  /** The user's `FoyerAccount` (CREATE2 from the factory for `address`); set on first use. */
  smartAccount?: Address
  /** Email login: the current email (lower case). */
  email?: string
  /** Social, Farcaster and passkey logins: `provider:name` (lower case), the user's key. */
  login?: string
  /** The name shown for social, Farcaster and passkey users. */
  userName?: string
  /** Device ids the email user signed in from; absent for users made before devices existed. */
  devices?: string[]
  /** The account type the user chose (SET_PREFERRED_ACCOUNT); absent until they choose. */
  preferredAccountType?: FrameAccountType
}

/** A registered passkey (WebAuthn credential). */
export type StoredCredential = {
  /** Credential id, base64url. */
  id: string
  /** COSE public key, base64url. */
  publicKey: string
  counter: number
  transports?: string[]
  /** The WebAuthn user handle (base64url) the credential was made for: the user's key. */
  userHandle: string
  userName: string
}

/** Everything the frame keeps across restarts. */
export type StoredData = {
  version: 2
  /** Users by their random id. */
  users: Record<string, StoredUser>
  /** Session token → user id. */
  sessions: Record<string, string>
  /** Passkeys by credential id. */
  credentials: Record<string, StoredCredential>
}

const empty = (): StoredData => ({ version: 2, users: {}, sessions: {}, credentials: {} })

/**
 * The frame's store: the data and a `save()` writing it to `storeFile` (mode 600) when given.
 * A damaged file starts over; a version 1 file (users by email) is migrated.
 */
export function openFrameStore(storeFile: string | undefined) {
  const data = load(storeFile)
  return {
    data,
    save() {
      if (!storeFile) return
      mkdirSync(dirname(storeFile), { recursive: true })
      writeFileSync(storeFile, JSON.stringify(data), { mode: 0o600 })
    },
  }
}

/** The frame's store (see {@link openFrameStore}). */
export type FrameStore = ReturnType<typeof openFrameStore>

function load(storeFile: string | undefined): StoredData {
  if (!storeFile || !existsSync(storeFile)) return empty()
  try {
    const parsed = JSON.parse(readFileSync(storeFile, 'utf8')) as Record<string, unknown>
    if (parsed.version === 2) {
      const stored = parsed as Partial<StoredData>
      return {
        version: 2,
        users: stored.users ?? {},
        sessions: stored.sessions ?? {},
        credentials: stored.credentials ?? {},
      }
    }
    // Version 1: users and sessions keyed by email.
    const users = (parsed.users ?? {}) as Record<string, { privateKey: Hex; address: Address }>
    const sessions = (parsed.sessions ?? {}) as Record<string, string>
    const data = empty()
    for (const [email, user] of Object.entries(users)) {
      data.users[`email-${email}`] = { privateKey: user.privateKey, address: user.address, email }
    }
    for (const [token, email] of Object.entries(sessions)) {
      if (users[email]) data.sessions[token] = `email-${email}`
    }
    return data
  } catch {
    // A damaged dev file starts over.
    return empty()
  }
}
