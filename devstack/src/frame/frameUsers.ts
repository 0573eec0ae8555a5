import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DevstackChainInfo } from '../context.js'
import { FrameServiceError } from './frameServiceError.js'
import type { FrameAccountType, FrameStore, StoredUser } from './frameStore.js'
import { type SmartAccounts, setBalance } from './smartAccounts.js'

/** What each new embedded account gets on every devstack chain, in wei (100 ETH). */
export const FRAME_FUNDING_WEI = 100n * 10n ** 18n

/** The connected user, as GET_USER answers it (PROTOCOL.md `FrameUser`). */
export type FrameUser = {
  email?: string
  address: Address
  chainId: number
  accounts: { address: Address; type: FrameAccountType }[]
  userName?: string
  preferredAccountType: FrameAccountType
  smartAccountDeployed: boolean
}

/** How a new user signs in: by email, or by a login key (`provider:name`) and a name. */
export type NewUser = { email: string } | { login: string; userName: string }

/** A social, Farcaster or passkey user name: 1–64 letters, digits, `_`, `.` or `-`. */
export function userNameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : ''
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) throw new FrameServiceError('Invalid user name')
  return name
}

export const accountTypeOf = (value: unknown): FrameAccountType | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined

/**
 * The frame's users and sessions: makes a user (a key, its EOA and its smart account, both funded
 * on every chain, the smart account deployed unless `settings.deployAccounts` is off), opens
 * and reads sessions.
 */
export function createFrameUsers(
  store: FrameStore,
  chains: readonly DevstackChainInfo[],
  accounts: SmartAccounts,
  /** Read at each new user: `deployAccounts: false` leaves the smart account undeployed. */
  settings: { deployAccounts: boolean } = { deployAccounts: true },
) {
  const { data } = store

  async function create(identity: NewUser): Promise<StoredUser> {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const smartAccount = await accounts.addressOf(address)
    const user: StoredUser = { privateKey, address, smartAccount, ...identity }
    await Promise.all(
      chains.map(async (chain) => {
        try {
          await setBalance(chain, address, FRAME_FUNDING_WEI)
          // The key pays for its account's deployment; both are funded afterwards. Without
          // deployment (a test control) the account is deployed on first use, like a chain down.
          if (settings.deployAccounts) await accounts.deploy(chain, privateKey)
          else await accounts.ensureFactory(chain)
          await setBalance(chain, address, FRAME_FUNDING_WEI)
          await setBalance(chain, smartAccount, FRAME_FUNDING_WEI)
        } catch {
          // A chain that is down: the account is deployed on first use (INIT_SMART_ACCOUNT).
        }
      }),
    )
    data.users[`u-${randomBytes(12).toString('hex')}`] = user
    return user
  }

  const idOf = (user: StoredUser) =>
    Object.entries(data.users).find(([, candidate]) => candidate === user)?.[0]
  const byLogin = (login: string) => Object.values(data.users).find((user) => user.login === login)
  function openSession(user: StoredUser): string {
    const id = idOf(user)
    if (!id) throw new FrameServiceError('Unknown user')
    const token = randomBytes(24).toString('hex')
    data.sessions[token] = id
    store.save()
    return token
  }

  return {
    /** The user with this email, if any. */
    byEmail: (email: string) => Object.values(data.users).find((user) => user.email === email),
    /** The user with this login key (`provider:name`), if any. */
    byLogin,
    create,
    /** Signs in the user of a login key (made on first use); returns a session token. */
    async signInWith(
      login: string,
      userName: string,
    ): Promise<{ token: string; userName: string }> {
      const user = byLogin(login) ?? (await create({ login, userName }))
      return { token: openSession(user), userName: user.userName ?? userName }
    },
    /** Opens a session for the user; returns its token. */
    openSession,
    /** The signed-in user of a session token (401 otherwise). */
    userOf(token: unknown): StoredUser {
      const id = typeof token === 'string' ? data.sessions[token] : undefined
      const user = id ? data.users[id] : undefined
      if (!user) throw new FrameServiceError('Not signed in', 401)
      return user
    },
    /** Ends a session (an unknown token is already signed out). */
    closeSession(token: unknown) {
      if (typeof token === 'string' && data.sessions[token]) {
        delete data.sessions[token]
        store.save()
      }
    },
    /** The user's smart account address (filled in for users made before smart accounts). */
    async smartAccountOf(user: StoredUser): Promise<Address> {
      if (!user.smartAccount) {
        user.smartAccount = await accounts.addressOf(user.address)
        store.save()
      }
      return user.smartAccount
    },
    /** The account type in use: the user's choice, else the app's default, else smartAccount. */
    typeOf: (user: StoredUser, appDefault?: unknown): FrameAccountType =>
      user.preferredAccountType ?? accountTypeOf(appDefault) ?? 'smartAccount',
  }
}

/** The frame's users (see {@link createFrameUsers}). */
export type FrameUsers = ReturnType<typeof createFrameUsers>
