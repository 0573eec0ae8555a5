// The embedded-wallet frame protocol (SPEC §7 "Embedded frame", SPEC-NOTES; the full contract is
// devstack/src/frame/PROTOCOL.md): every message is `{ type, id, payload }`; the app sends
// `@foyer/app/<EVENT>`, the frame answers `@foyer/frame/<EVENT>_SUCCESS` or `_ERROR` (payload
// `{ message }`) with the same id, and sends `@foyer/frame/FRAME_READY` once, without an id, when
// it is loaded. Every payload the frame sends is checked here before use: a malformed one is
// ignored.

import type { SocialProvider } from '../../validation/socialProvider.js'

/** Prefix of the app's requests. */
export const FRAME_APP_PREFIX = '@foyer/app/'
/** Prefix of the frame's replies. */
export const FRAME_PREFIX = '@foyer/frame/'
/** The frame's one announcement, sent when it is loaded. */
export const FRAME_READY_TYPE = `${FRAME_PREFIX}FRAME_READY`

/** The account kinds the frame reports. */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** The connected user the frame reports (SPEC §3 "Connected user from the embedded frame"). */
export type FrameUser = {
  email?: string | undefined
  address: `0x${string}`
  chainId: number
  accounts: readonly { address: `0x${string}`; type: FrameAccountType }[]
  userName?: string | undefined
  preferredAccountType: FrameAccountType
  smartAccountDeployed: boolean
}

type Empty = Record<string, never>

/** Each request the client sends: its payload and its checked result. */
export type FrameRequests = {
  CONNECT_EMAIL: {
    payload: { email: string }
    result: { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }
  }
  CONNECT_DEVICE: { payload: Empty; result: Record<string, unknown> }
  CONNECT_OTP: { payload: { otp: string }; result: Record<string, unknown> }
  GET_SOCIAL_REDIRECT_URI: {
    payload: { provider: SocialProvider; redirectUri?: string }
    result: { uri: string }
  }
  CONNECT_SOCIAL: { payload: { uri: string }; result: { userName?: string; email?: string } }
  GET_PASSKEY_URI: { payload: Empty; result: { uri: string } }
  CONNECT_PASSKEY: { payload: { uri: string }; result: { userName?: string } }
  GET_FARCASTER_URI: { payload: Empty; result: { url: string } }
  CONNECT_FARCASTER: { payload: Empty; result: { userName: string } }
  GET_USER: {
    payload: { chainId?: number | undefined; preferredAccountType?: FrameAccountType | undefined }
    result: FrameUser
  }
  IS_CONNECTED: { payload: Empty; result: { isConnected: boolean } }
  GET_CHAIN_ID: { payload: Empty; result: { chainId: number } }
  SWITCH_NETWORK: { payload: { chainId: number }; result: Record<string, unknown> }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: Empty
    result: { smartAccountEnabledNetworks: number[] }
  }
  INIT_SMART_ACCOUNT: { payload: Empty; result: { address: `0x${string}`; isDeployed: boolean } }
  SET_PREFERRED_ACCOUNT: {
    payload: { type: FrameAccountType }
    result: { type: FrameAccountType; address: `0x${string}` }
  }
  UPDATE_EMAIL: { payload: { email: string }; result: { action: 'VERIFY_PRIMARY_OTP' } }
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: string }; result: Record<string, unknown> }
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: string }; result: { newEmail: string } }
  RPC_REQUEST: {
    payload: { method: string; params?: unknown; chainId: number }
    result: unknown
  }
  SIGN_OUT: { payload: Empty; result: unknown }
  SYNC_THEME: {
    payload: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
    result: unknown
  }
  SYNC_DAPP_DATA: {
    payload: {
      metadata: { name: string; description: string; url: string; icons: readonly string[] }
      projectId: string
      sdkVersion: string
      sdkType: string
    }
    result: unknown
  }
  RELOAD: { payload: Empty; result: unknown }
}

/** A request event the client sends. */
export type FrameRequestEvent = keyof FrameRequests

/**
 * Requests that wait at most 30 s (SPEC §9: connect email, device, OTP, social and social
 * redirect; a passkey's result is exchanged like a social one).
 */
export const timedFrameRequests: readonly FrameRequestEvent[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'CONNECT_PASSKEY',
]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string'
const isAccountType = (value: unknown): value is FrameAccountType =>
  value === 'eoa' || value === 'smartAccount'
/** An absolute http(s) URL (a page the visitor is sent to: never `javascript:` or `data:`). */
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
const hasUrl = (key: string) => (value: unknown) => isRecord(value) && isHttpUrl(value[key])

function isFrameUser(value: unknown): value is FrameUser {
  if (!isRecord(value) || !isAddress(value.address) || !isChainId(value.chainId)) return false
  if (!isOptionalString(value.email) || !isOptionalString(value.userName)) return false
  if (!isAccountType(value.preferredAccountType)) return false
  if (typeof value.smartAccountDeployed !== 'boolean') return false
  return (
    Array.isArray(value.accounts) &&
    value.accounts.every(
      (account) => isRecord(account) && isAddress(account.address) && isAccountType(account.type),
    )
  )
}

/** The check each request's success payload must pass. */
const resultChecks: { [event in FrameRequestEvent]: (value: unknown) => boolean } = {
  CONNECT_EMAIL: (value) =>
    isRecord(value) && (value.action === 'VERIFY_OTP' || value.action === 'VERIFY_DEVICE'),
  CONNECT_DEVICE: isRecord,
  CONNECT_OTP: isRecord,
  GET_SOCIAL_REDIRECT_URI: hasUrl('uri'),
  CONNECT_SOCIAL: (value) =>
    isRecord(value) && isOptionalString(value.userName) && isOptionalString(value.email),
  GET_PASSKEY_URI: hasUrl('uri'),
  CONNECT_PASSKEY: (value) => isRecord(value) && isOptionalString(value.userName),
  GET_FARCASTER_URI: hasUrl('url'),
  CONNECT_FARCASTER: (value) => isRecord(value) && typeof value.userName === 'string',
  GET_USER: isFrameUser,
  IS_CONNECTED: (value) => isRecord(value) && typeof value.isConnected === 'boolean',
  GET_CHAIN_ID: (value) => isRecord(value) && isChainId(value.chainId),
  SWITCH_NETWORK: isRecord,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: (value) =>
    isRecord(value) &&
    Array.isArray(value.smartAccountEnabledNetworks) &&
    value.smartAccountEnabledNetworks.every(isChainId),
  INIT_SMART_ACCOUNT: (value) =>
    isRecord(value) && isAddress(value.address) && typeof value.isDeployed === 'boolean',
  SET_PREFERRED_ACCOUNT: (value) =>
    isRecord(value) && isAccountType(value.type) && isAddress(value.address),
  UPDATE_EMAIL: (value) => isRecord(value) && value.action === 'VERIFY_PRIMARY_OTP',
  UPDATE_EMAIL_PRIMARY_OTP: isRecord,
  UPDATE_EMAIL_SECONDARY_OTP: (value) => isRecord(value) && typeof value.newEmail === 'string',
  RPC_REQUEST: (value) => value !== undefined,
  SIGN_OUT: () => true,
  SYNC_THEME: () => true,
  SYNC_DAPP_DATA: () => true,
  RELOAD: () => true,
}

/** Every request the app can send the frame. */
export const FRAME_REQUEST_EVENTS = Object.keys(resultChecks) as FrameRequestEvent[]

/** A reply to one request, checked. */
export type FrameReply =
  | { kind: 'success'; id: string; payload: unknown }
  | { kind: 'error'; id: string; message: string | undefined }

/**
 * Reads a message from the frame: `'ready'` for FRAME_READY, a reply when it answers `event`
 * with a well-formed payload, else `undefined` (to ignore). Origin and source are checked by the
 * caller, before this.
 */
export function parseFrameMessage(
  data: unknown,
  expected: (id: string) => FrameRequestEvent | undefined,
): 'ready' | FrameReply | undefined {
  if (!isRecord(data) || typeof data.type !== 'string') return undefined
  if (data.type === FRAME_READY_TYPE) return 'ready'
  if (typeof data.id !== 'string') return undefined
  const event = expected(data.id)
  if (!event) return undefined
  if (data.type === `${FRAME_PREFIX}${event}_SUCCESS`) {
    return resultChecks[event](data.payload)
      ? { kind: 'success', id: data.id, payload: data.payload }
      : undefined
  }
  if (data.type === `${FRAME_PREFIX}${event}_ERROR`) {
    const { payload } = data
    if (payload !== undefined && !isRecord(payload)) return undefined
    const message = payload?.message
    if (!isOptionalString(message)) return undefined
    return { kind: 'error', id: data.id, message: message as string | undefined }
  }
  return undefined
}
