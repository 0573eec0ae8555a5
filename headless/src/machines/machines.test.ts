import { describe, expect, test } from 'vitest'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import {
  accountTransition,
  connectionTransition,
  disconnectedAccount,
  initialAccountState,
  initialConnectionStatus,
} from './connection.js'
import { initialModalState, modalTransition } from './modal.js'
import { initialWalletConnectionState, walletConnectionTransition } from './walletConnection.js'

describe('modalTransition', () => {
  test('behavior: closed to open on open, open to closed on close', () => {
    const open = modalTransition(initialModalState, { type: 'open' })
    expect(open.status).toBe('open')
    expect(modalTransition(open, { type: 'close' }).status).toBe('closed')
  })
  test('behavior: shaking only while open, and closing ends it', () => {
    expect(modalTransition(initialModalState, { type: 'shake' }).shake).toBe('idle')
    const shaking = modalTransition(modalTransition(initialModalState, { type: 'open' }), {
      type: 'shake',
    })
    expect(shaking.shake).toBe('shaking')
    expect(modalTransition(shaking, { type: 'shakeEnd' }).shake).toBe('idle')
    expect(modalTransition(shaking, { type: 'close' }).shake).toBe('idle')
  })
})

describe('connection status', () => {
  test('behavior: a stored connected status starts as connecting', () => {
    expect(initialConnectionStatus('connected')).toBe('connecting')
    expect(initialConnectionStatus('connecting')).toBe('disconnected')
    expect(initialConnectionStatus(undefined)).toBe('disconnected')
  })
  test('behavior: connecting ends connected or disconnected', () => {
    const connecting = connectionTransition('disconnected', { type: 'connect' })
    expect(connecting).toBe('connecting')
    expect(connectionTransition(connecting, { type: 'connected' })).toBe('connected')
    expect(connectionTransition(connecting, { type: 'disconnected' })).toBe('disconnected')
  })
  test('behavior: reconnecting only from disconnected', () => {
    expect(connectionTransition('disconnected', { type: 'reconnect' })).toBe('reconnecting')
    expect(connectionTransition('connected', { type: 'reconnect' })).toBe('connected')
    expect(connectionTransition('connected', { type: 'connect' })).toBe('connected')
  })
})

describe('walletConnectionTransition', () => {
  const connecting = walletConnectionTransition(initialWalletConnectionState, {
    type: 'start',
    connectorId: 'a',
  })
  test('behavior: user rejection is its own state', () => {
    const error = new UserRejectedRequestError()
    expect(walletConnectionTransition(connecting, { type: 'reject', attempt: 1, error })).toEqual({
      status: 'rejected',
      attempt: 1,
      connectorId: 'a',
      error,
    })
  })
  test('behavior: failures and success', () => {
    const error = new WalletRpcError(-32603)
    const fail = { type: 'fail', attempt: 1, error } as const
    expect(walletConnectionTransition(connecting, fail).status).toBe('failed')
    expect(walletConnectionTransition(connecting, { type: 'succeed', attempt: 1 }).status).toBe(
      'connected',
    )
  })
  test('behavior: outcomes outside an attempt, or of an older attempt, are ignored', () => {
    const succeed = { type: 'succeed', attempt: 1 } as const
    expect(walletConnectionTransition(initialWalletConnectionState, succeed)).toBe(
      initialWalletConnectionState,
    )
    const newer = walletConnectionTransition(connecting, { type: 'start', connectorId: 'b' })
    expect(walletConnectionTransition(newer, succeed)).toBe(newer)
    expect(walletConnectionTransition(connecting, { type: 'reset' })).toEqual({
      status: 'idle',
      attempt: 1,
    })
  })
  test('behavior: cancelling ends the attempt under way and makes its outcome stale', () => {
    const cancelled = walletConnectionTransition(connecting, { type: 'cancel' })
    expect(cancelled).toEqual({ status: 'idle', attempt: 2 })
    expect(walletConnectionTransition(cancelled, { type: 'succeed', attempt: 1 })).toBe(cancelled)
    expect(walletConnectionTransition(cancelled, { type: 'cancel' })).toBe(cancelled)
  })
})

describe('accountTransition', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const connected = accountTransition(
    accountTransition(disconnectedAccount, { type: 'connect', connectorId: 'a' }),
    {
      type: 'connected',
      connectorId: 'a',
      address,
      caipAddress: `eip155:1:${address}`,
      chainId: 1,
    },
  )

  test('default: a stored connection starts connecting with its connector, else disconnected', () => {
    expect(initialAccountState('connected', 'a')).toEqual({
      status: 'connecting',
      connectorId: 'a',
    })
    expect(initialAccountState('connected', undefined)).toEqual(disconnectedAccount)
    expect(initialAccountState(undefined, 'a')).toEqual(disconnectedAccount)
  })
  test('behavior: connect, connected, then reset clears every field', () => {
    expect(connected).toEqual({
      status: 'connected',
      connectorId: 'a',
      address,
      caipAddress: `eip155:1:${address}`,
      chainId: 1,
    })
    expect(accountTransition(connected, { type: 'disconnected' })).toEqual({
      status: 'disconnected',
    })
  })
  test('behavior: a new attempt or its failure never wipes a live connection', () => {
    const attempt = accountTransition(connected, { type: 'connect', connectorId: 'b' })
    expect(attempt).toBe(connected)
    expect(accountTransition(attempt, { type: 'connectFailed' })).toBe(connected)
    const fresh = accountTransition(disconnectedAccount, { type: 'connect', connectorId: 'b' })
    expect(accountTransition(fresh, { type: 'connectFailed' })).toEqual(disconnectedAccount)
  })
  test('behavior: a restore stays connecting, never passing through disconnected', () => {
    const start = initialAccountState('connected', 'a')
    expect(accountTransition(start, { type: 'reconnect', connectorId: 'a' }).status).toBe(
      'connecting',
    )
    expect(
      accountTransition(disconnectedAccount, { type: 'reconnect', connectorId: 'a' }).status,
    ).toBe('reconnecting')
  })
  test('behavior: account and chain changes apply only while connected', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const moved = accountTransition(connected, {
      type: 'accountChanged',
      address: other,
      caipAddress: `eip155:1:${other}`,
    })
    expect(moved.address).toBe(other)
    const switched = accountTransition(moved, {
      type: 'chainChanged',
      chainId: 5,
      caipAddress: `eip155:5:${other}`,
    })
    expect(switched).toMatchObject({ chainId: 5, caipAddress: `eip155:5:${other}` })
    const idle = accountTransition(disconnectedAccount, { type: 'chainChanged', chainId: 5 })
    expect(idle).toBe(disconnectedAccount)
  })
})
