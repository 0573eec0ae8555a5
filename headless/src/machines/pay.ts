import type { FoyerError } from '../errors/FoyerError.js'
import type { SendableToken } from './send.js'

/** What a host asks to be paid (issue #22): `amount` of `asset` to `recipient` on `network`. */
export type PayRequest = {
  /** The recipient's address on `network`. */
  recipient: string
  /** The token: the network's native currency when `address` is absent. */
  asset: SendableToken
  /** In whole tokens, as a decimal string ('5'). */
  amount: string
  /** The CAIP-2 id of the network to pay on ('eip155:1'). */
  network: string
}

/** What `pay` resolves with: paid with the hash, cancelled by the visitor, or failed. */
export type PayResult =
  | { status: 'paid'; hash: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: FoyerError }

/**
 * A payment's steps: `connecting` (the modal asks for a wallet), `checking` the balance,
 * `insufficient` (the balance falls short by `shortfall`: the onramp can buy it, the payment
 * waits for the balance to rise), `sending` (the wallet asked), `confirming` (sent, waiting for
 * the receipt), then `paid`, `cancelled` or `failed`.
 */
export type PayStatus =
  | 'idle'
  | 'connecting'
  | 'checking'
  | 'insufficient'
  | 'sending'
  | 'confirming'
  | 'paid'
  | 'cancelled'
  | 'failed'

export type PayState = {
  status: PayStatus
  request?: PayRequest | undefined
  /** The account's balance of the asset, in whole tokens, once read. */
  balance?: string | undefined
  /** How much is missing, in whole tokens (only while `insufficient`). */
  shortfall?: string | undefined
  hash?: string | undefined
  error?: FoyerError | undefined
}

export type PayEvent =
  | { type: 'start'; request: PayRequest }
  | { type: 'connect' }
  | { type: 'check' }
  | { type: 'balance'; balance: string; shortfall?: string | undefined }
  | { type: 'send' }
  | { type: 'sent'; hash: string }
  | { type: 'confirmed' }
  | { type: 'cancel' }
  | { type: 'fail'; error: FoyerError }
  | { type: 'reset' }

export const initialPayState: PayState = { status: 'idle' }

const running: readonly PayStatus[] = [
  'connecting',
  'checking',
  'insufficient',
  'sending',
  'confirming',
]

/** Whether a payment is under way (not idle nor finished). */
export const isPayRunning = (state: PayState): boolean => running.includes(state.status)

/** A step of a payment as a view lists it: `pending`, `active` (under way) or `done`. */
export type PayStepState = 'pending' | 'active' | 'done'
export type PayStep = {
  id: 'connect' | 'check' | 'send' | 'confirm'
  label: string
  state: PayStepState
}

/** The steps in order, each with the statuses that mean it is under way. */
const stepDefinitions: ReadonlyArray<Omit<PayStep, 'state'> & { during: readonly PayStatus[] }> = [
  { id: 'connect', label: 'Connect a wallet', during: ['connecting'] },
  { id: 'check', label: 'Check the balance', during: ['checking', 'insufficient'] },
  { id: 'send', label: 'Approve in your wallet', during: ['sending'] },
  { id: 'confirm', label: 'Confirm on chain', during: ['confirming'] },
]

const progress: readonly PayStatus[] = [...running, 'paid']

/**
 * The steps of a running payment with their states (before the current step `done`, after it
 * `pending`); none while no payment runs (idle, paid, cancelled, failed).
 */
export function paySteps(state: PayState): PayStep[] {
  if (!isPayRunning(state)) return []
  const at = progress.indexOf(state.status)
  return stepDefinitions.map(({ during, ...step }) => {
    const last = progress.indexOf(during[during.length - 1] as PayStatus)
    const stepState: PayStepState = during.includes(state.status)
      ? 'active'
      : at > last
        ? 'done'
        : 'pending'
    return { ...step, state: stepState }
  })
}

/** What the payment waits for while the wallet or the chain has it; `undefined` otherwise. */
export function payWaitingMessage(state: PayState): string | undefined {
  if (state.status === 'sending') return 'Waiting for your wallet'
  if (state.status === 'confirming') return 'Waiting for the receipt'
  return undefined
}

/** The result a finished payment resolves with; `undefined` while it runs. */
export function payResult(state: PayState): PayResult | undefined {
  if (state.status === 'paid' && state.hash) return { status: 'paid', hash: state.hash }
  if (state.status === 'cancelled') return { status: 'cancelled' }
  if (state.status === 'failed' && state.error) return { status: 'failed', error: state.error }
  return undefined
}

/** Pure pay transitions; events that do not fit the current step leave it unchanged. */
export function payTransition(state: PayState, event: PayEvent): PayState {
  switch (event.type) {
    case 'start':
      return { status: 'checking', request: event.request }
    case 'connect':
      return state.status === 'checking' ? { ...state, status: 'connecting' } : state
    case 'check':
      return state.status === 'connecting' || state.status === 'insufficient'
        ? { ...state, status: 'checking', shortfall: undefined }
        : state
    case 'balance':
      if (state.status !== 'checking' && state.status !== 'insufficient') return state
      return event.shortfall
        ? { ...state, status: 'insufficient', balance: event.balance, shortfall: event.shortfall }
        : { ...state, status: 'checking', balance: event.balance, shortfall: undefined }
    case 'send':
      return state.status === 'checking' ? { ...state, status: 'sending' } : state
    case 'sent':
      return state.status === 'sending'
        ? { ...state, status: 'confirming', hash: event.hash }
        : state
    case 'confirmed':
      return state.status === 'confirming' ? { ...state, status: 'paid' } : state
    case 'cancel':
      return isPayRunning(state) ? { ...state, status: 'cancelled', shortfall: undefined } : state
    case 'fail':
      return isPayRunning(state)
        ? { ...state, status: 'failed', error: event.error, shortfall: undefined }
        : state
    case 'reset':
      return initialPayState
  }
}
