import { describe, expect, test } from 'vitest'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { farcasterLoginTransition, initialFarcasterLoginState } from './farcasterLogin.js'
import { initialSocialLoginState, socialLoginTransition } from './socialLogin.js'

const error = new UserRejectedRequestError()

describe('socialLoginTransition', () => {
  test('default: open → waiting → connecting → connected', () => {
    let state = socialLoginTransition(initialSocialLoginState, { type: 'open', provider: 'x' })
    expect(state).toEqual({ status: 'waiting', provider: 'x' })
    state = socialLoginTransition(state, { type: 'approved' })
    expect(state).toEqual({ status: 'connecting', provider: 'x' })
    state = socialLoginTransition(state, { type: 'connected' })
    expect(state).toEqual({ status: 'connected', provider: 'x' })
  })

  test('behavior: a blocked window fails at once with its provider; a retry opens again', () => {
    const failed = socialLoginTransition(initialSocialLoginState, {
      type: 'openFailed',
      provider: 'passkey',
      error,
    })
    expect(failed).toEqual({ status: 'failed', provider: 'passkey', error })
    expect(socialLoginTransition(failed, { type: 'open', provider: 'passkey' }).status).toBe(
      'waiting',
    )
  })

  test('behavior: rejection and failure only while waiting or connecting', () => {
    const waiting = socialLoginTransition(initialSocialLoginState, { type: 'open', provider: 'x' })
    expect(socialLoginTransition(waiting, { type: 'rejected' }).status).toBe('rejected')
    expect(socialLoginTransition(waiting, { type: 'fail', error }).status).toBe('failed')
    expect(socialLoginTransition(initialSocialLoginState, { type: 'rejected' })).toBe(
      initialSocialLoginState,
    )
    expect(socialLoginTransition(initialSocialLoginState, { type: 'connected' })).toBe(
      initialSocialLoginState,
    )
    expect(socialLoginTransition(waiting, { type: 'reset' })).toEqual({ status: 'idle' })
  })
})

describe('farcasterLoginTransition', () => {
  test('default: start → loadingUrl → waiting with the URL → connecting → connected', () => {
    let state = farcasterLoginTransition(initialFarcasterLoginState, { type: 'start' })
    expect(state).toEqual({ status: 'loadingUrl' })
    state = farcasterLoginTransition(state, { type: 'urlReady', url: 'http://127.0.0.1/f' })
    expect(state).toEqual({ status: 'waiting', url: 'http://127.0.0.1/f' })
    // Starting again while waiting keeps the URL shown.
    expect(farcasterLoginTransition(state, { type: 'start' })).toBe(state)
    state = farcasterLoginTransition(state, { type: 'approved' })
    expect(state).toEqual({ status: 'connecting' })
    expect(farcasterLoginTransition(state, { type: 'connected' })).toEqual({ status: 'connected' })
  })

  test('behavior: reset forgets the URL; a failure after a reset changes nothing', () => {
    const waiting = farcasterLoginTransition(
      farcasterLoginTransition(initialFarcasterLoginState, { type: 'start' }),
      { type: 'urlReady', url: 'http://127.0.0.1/f' },
    )
    const reset = farcasterLoginTransition(waiting, { type: 'reset' })
    expect(reset).toEqual({ status: 'idle' })
    expect(farcasterLoginTransition(reset, { type: 'fail', error })).toBe(reset)
    expect(farcasterLoginTransition(waiting, { type: 'fail', error })).toEqual({
      status: 'failed',
      error,
    })
  })
})
