import type { Address } from 'viem'
import type { DevstackChainInfo } from '../context.js'
import { createEmailLogin } from './emailLogin.js'
import { createFarcasterLogin } from './farcaster.js'
import { frameRpc } from './frameRpc.js'
import { FrameServiceError } from './frameServiceError.js'
import { type FrameAccountType, openFrameStore, type StoredUser } from './frameStore.js'
import { accountTypeOf, createFrameUsers, type FrameUser } from './frameUsers.js'
import { createPasskeys } from './passkeys.js'
import { createSmartAccounts } from './smartAccounts.js'
import { createSocialLogin } from './socialLogin.js'

export type { FrameInboxCode, FrameInboxDevice } from './emailLogin.js'
export { FRAME_OTP_EXPIRY_MS } from './emailLogin.js'
export type { FrameAccountType } from './frameStore.js'
export type { FrameUser } from './frameUsers.js'
export { FRAME_FUNDING_WEI } from './frameUsers.js'

/** Parameters of {@link createFrameService}. */
export type CreateFrameServiceParameters = {
  chains: readonly DevstackChainInfo[]
  /**
   * A JSON file that keeps users' keys, sessions and passkeys across restarts. DEV ONLY: the keys
   * are plain text. @default none (memory only)
   */
  storeFile?: string | undefined
  /** @default Date.now */
  now?: () => number
}

/** The address a wallet request names as its signer or sender, if any. */
function addressIn(method: string, params: unknown): string | undefined {
  const list = Array.isArray(params) ? params : []
  const value =
    method === 'personal_sign'
      ? list[1]
      : method === 'eth_signTypedData_v4'
        ? list[0]
        : method === 'eth_sendTransaction'
          ? (list[0] as { from?: unknown } | undefined)?.from
          : undefined
  return typeof value === 'string' ? value.toLowerCase() : undefined
}

/**
 * The embedded wallet's server side: email codes (with device approval and email change),
 * social, Farcaster and passkey logins against local pages, a key per user with an EOA and a
 * smart account (funded and deployed on every chain), sessions, and the wallet RPC.
 */
export function createFrameService(parameters: CreateFrameServiceParameters) {
  const { chains, storeFile, now = Date.now } = parameters
  const store = openFrameStore(storeFile)
  const accounts = createSmartAccounts(chains)
  /** Test control: whether new users' smart accounts are deployed at their first login. */
  const settings = { deployAccounts: true }
  const users = createFrameUsers(store, chains, accounts, settings)
  const email = createEmailLogin(store, users, now)
  const social = createSocialLogin(users, now)
  const farcaster = createFarcasterLogin(users, now)
  const passkeys = createPasskeys(store, users, now)

  const chainOf = (chainId: unknown) => {
    const chain = chains.find((candidate) => candidate.id === Number(chainId))
    if (!chain) throw new FrameServiceError(`Unsupported chain ${String(chainId)}`)
    return chain
  }
  const addressOfType = async (user: StoredUser, type: FrameAccountType): Promise<Address> =>
    type === 'eoa' ? user.address : users.smartAccountOf(user)

  return {
    /** CONNECT_EMAIL: a code, or a device approval link for a known email on a new device. */
    requestCode: email.requestCode,
    /** CONNECT_DEVICE's poll (a code goes out once the device is approved). */
    deviceStatus: email.deviceStatus,
    /** Approves a device (its link was opened). */
    approveDevice: email.approveDevice,
    /** A device approval by id. */
    deviceApproval: email.approval,
    /** CONNECT_OTP: checks a code; makes (funds, deploys) the user on first login; a token. */
    verifyCode: email.verifyCode,
    updateEmail: email.updateEmail,
    verifyUpdateEmailPrimary: email.verifyPrimary,
    verifyUpdateEmailSecondary: email.verifySecondary,
    social,
    farcaster,
    passkeys,
    /** The signed-in user of a session token: their login and their key's address (EOA). */
    user(token: unknown): {
      email?: string
      userName?: string
      address: Address
      smartAccount?: Address
    } {
      const user = users.userOf(token)
      return {
        ...(user.email ? { email: user.email } : {}),
        ...(user.userName ? { userName: user.userName } : {}),
        address: user.address,
        ...(user.smartAccount ? { smartAccount: user.smartAccount } : {}),
      }
    },
    /** GET_USER: the user with both accounts, the current one as `address`. */
    async getUser(
      token: unknown,
      request: { chainId?: unknown; preferredAccountType?: unknown } = {},
    ): Promise<FrameUser> {
      const user = users.userOf(token)
      const chainId = Number(request.chainId ?? chains[0]?.id)
      const smartAccount = await users.smartAccountOf(user)
      const type = users.typeOf(user, request.preferredAccountType)
      const eoa = { address: user.address, type: 'eoa' as const }
      const smart = { address: smartAccount, type: 'smartAccount' as const }
      const deployed = chains.some((chain) => chain.id === chainId)
        ? await accounts.isDeployed(chainId, smartAccount).catch(() => false)
        : false
      return {
        ...(user.email ? { email: user.email } : {}),
        ...(user.userName ? { userName: user.userName } : {}),
        address: type === 'eoa' ? user.address : smartAccount,
        chainId,
        accounts: type === 'eoa' ? [eoa, smart] : [smart, eoa],
        preferredAccountType: type,
        smartAccountDeployed: deployed,
      }
    },
    /** SET_PREFERRED_ACCOUNT: remembers the user's choice. */
    async setPreferredAccount(token: unknown, rawType: unknown) {
      const user = users.userOf(token)
      const type = accountTypeOf(rawType)
      if (!type) throw new FrameServiceError('Invalid account type')
      user.preferredAccountType = type
      store.save()
      return { type, address: await addressOfType(user, type) }
    },
    /** INIT_SMART_ACCOUNT: deploys the user's smart account on the chain if needed. */
    async initSmartAccount(token: unknown, chainId: unknown) {
      const user = users.userOf(token)
      const chain = chainOf(chainId)
      const address = await accounts.deployOn(chain.id, user.privateKey)
      return { address, isDeployed: await accounts.isDeployed(chain.id, address) }
    },
    /** Ends a session (an unknown token is already signed out). */
    signOut(token: unknown): void {
      email.forget(token)
      users.closeSession(token)
    },
    /**
     * A wallet request of the user's current account (its choice, else `preferredAccountType`,
     * else the smart account), or of the account the request names as signer or sender.
     */
    rpc(
      token: unknown,
      request: {
        method: unknown
        params?: unknown
        chainId: unknown
        preferredAccountType?: unknown
      },
    ): Promise<unknown> {
      const user = users.userOf(token)
      const chain = chainOf(request.chainId)
      const { method, params } = request
      if (typeof method !== 'string') throw new FrameServiceError('Invalid method')
      return (async () => {
        const smartAccount = await users.smartAccountOf(user)
        const named = addressIn(method, params)
        const type =
          named === user.address.toLowerCase()
            ? 'eoa'
            : named === smartAccount.toLowerCase()
              ? 'smartAccount'
              : users.typeOf(user, request.preferredAccountType)
        return type === 'eoa'
          ? frameRpc({ privateKey: user.privateKey, chain }, method, params)
          : accounts.rpc({ privateKey: user.privateKey, smartAccount, chain }, method, params)
      })()
    },
    /** Whether a chain id is one of the devstack's. */
    supportsChain: (chainId: unknown) => chains.some((chain) => chain.id === Number(chainId)),
    /** The codes sent to an email, newest first (all emails when none is given). */
    inbox: email.inbox,
    /** What each code of {@link inbox} is for. */
    inboxPurposes: email.purposes,
    /** The device approval links sent to an email, newest first, as URLs on `baseUrl`. */
    inboxDevices: email.devices,
    /** When true, the frame page never announces FRAME_READY (load-timeout tests). */
    stall: false,
    /**
     * When false, users created afterwards get no smart account on chain until their first
     * transaction or INIT_SMART_ACCOUNT; meanwhile their signatures are EIP-6492 (sign-in tests).
     */
    get deployAccounts() {
      return settings.deployAccounts
    },
    set deployAccounts(value: boolean) {
      settings.deployAccounts = value
    },
  }
}

/** The devstack's frame service (see {@link createFrameService}). */
export type FrameService = ReturnType<typeof createFrameService>
