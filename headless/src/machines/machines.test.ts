import { describe, expect, test } from 'vitest'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { connectionTransition, initialConnectionStatus } from './connection.js'
import { initialModalState, modalTransition } from './modal.js'
import { initialWalletConnectionState, walletConnectionTransition } from './walletConnection.js'

describe('modalTransition', () => {
  test('behavior: closed to open on open, open to closed on close', () => {
    const open = modalTransition(initialModalState, { type: 'open' })
    expect(open.status).toBe('open')
    expect(modalTransition(open, { type: 'close' }).status).toBe('closed')
  })
  test('behavior: a loading flag per namespace', () => {
    const state = modalTransition(initialModalState, {
      type: 'setLoading',
      namespace: 'solana',
      loading: true,
    })
    expect(state.loading).toEqual({ solana: true })
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
    expect(walletConnectionTransition(connecting, { type: 'reject', error })).toEqual({
      status: 'rejected',
      connectorId: 'a',
      error,
    })
  })
  test('behavior: failures and success', () => {
    const error = new WalletRpcError(-32603)
    expect(walletConnectionTransition(connecting, { type: 'fail', error }).status).toBe('failed')
    expect(walletConnectionTransition(connecting, { type: 'succeed' }).status).toBe('connected')
  })
  test('behavior: outcomes outside an attempt are ignored', () => {
    expect(walletConnectionTransition(initialWalletConnectionState, { type: 'succeed' })).toBe(
      initialWalletConnectionState,
    )
    expect(walletConnectionTransition(connecting, { type: 'reset' })).toEqual({ status: 'idle' })
  })
})
