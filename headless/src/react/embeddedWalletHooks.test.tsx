// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { embeddedWallet } from '../connectors/embedded/embeddedWallet.js'
import { createFrameClient } from '../connectors/embedded/frameClient.js'
import { SignInPopupBlockedError } from '../errors/auth.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { approvalRequestsAtom } from '../store/embeddedWalletAtoms.js'
import { autoReadyFrames, FRAME_URL } from '../test/fakeFrame.js'
import { devnet, testFoyer, unmountAll } from '../test/testFoyer.js'
import { watchEmbeddedWallet } from '../watchers/watchEmbeddedWallet.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useApproveRequest } from './useApproveRequest.js'
import { useEmailDeviceVerification } from './useEmailDeviceVerification.js'
import { useEmailLogin } from './useEmailLogin.js'
import { useSocialLogin } from './useSocialLogin.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

afterEach(() => {
  unmountAll()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

function setup(connectors = [embeddedWallet({ createClient: frames().wrap(createFrameClient) })]) {
  const { foyer } = testFoyer({
    networks: [devnet],
    connectors,
    services: { frameUrl: FRAME_URL },
    mounted: false,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { foyer, wrapper }
}

function frames() {
  return autoReadyFrames((event, payload) => {
    if (event === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
    if (event === 'CONNECT_OTP') throw new Error(`Invalid code ${payload.otp}`)
    return {}
  })
}

describe('useEmailLogin', () => {
  test('default', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    expect(result.current.available).toBe(true)
    expect(result.current.state).toEqual({ status: 'idle' })
    expect(result.current).toMatchObject({
      resendInSeconds: 0,
      codeLength: 6,
      codeExpiresInMinutes: 20,
    })
    await act(() => result.current.connectEmail('ada@example.com'))
    expect(result.current.state).toEqual({ status: 'verifyOtp', email: 'ada@example.com' })
    expect(result.current.resendInSeconds).toBe(30)
    await act(async () => {
      await expect(result.current.verifyOtp('111111')).rejects.toThrow('Invalid code 111111')
    })
    expect(result.current.state.status).toBe('verifyOtp')
    act(() => result.current.reset())
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }))
  })

  test('behavior: resendInSeconds counts the 30 s cooldown down each second, to 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { wrapper } = setup()
      const { result } = renderHook(() => useEmailLogin(), { wrapper })
      await act(() => result.current.connectEmail('ada@example.com'))
      expect(result.current.resendInSeconds).toBe(30)
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(result.current.resendInSeconds).toBe(29)
      await act(() => vi.advanceTimersByTimeAsync(5_000))
      expect(result.current.resendInSeconds).toBe(24)
      await act(() => vi.advanceTimersByTimeAsync(25_000))
      expect(result.current.resendInSeconds).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: not available without an embedded wallet', () => {
    const { wrapper } = setup([])
    const { result } = renderHook(() => useEmailLogin(), { wrapper })
    expect(result.current.available).toBe(false)
  })
})

describe('useEmailDeviceVerification', () => {
  test('default: mounting waits once for the approval; a failure is kept; retry waits again', async () => {
    let calls = 0
    const answer = (event: string) => {
      if (event === 'CONNECT_EMAIL') return { action: 'VERIFY_DEVICE' }
      if (event === 'CONNECT_DEVICE') {
        calls++
        if (calls === 1) throw new Error('The approval link expired')
      }
      return {}
    }
    const { wrapper } = setup([
      embeddedWallet({ createClient: autoReadyFrames(answer).wrap(createFrameClient) }),
    ])
    const login = renderHook(() => useEmailLogin(), { wrapper })
    await act(() => login.result.current.connectEmail('ada@example.com'))
    expect(login.result.current.state.status).toBe('verifyDevice')
    const { result } = renderHook(() => useEmailDeviceVerification(), { wrapper })
    expect(result.current.email).toBe('ada@example.com')
    await waitFor(() => expect(String(result.current.error)).toContain('The approval link expired'))
    expect(calls).toBe(1)
    act(() => result.current.retry())
    expect(result.current.error).toBeUndefined()
    await waitFor(() => expect(login.result.current.state.status).toBe('verifyOtp'))
    expect(calls).toBe(2)
  })
})

describe('useApproveRequest', () => {
  test('default', async () => {
    const { foyer, wrapper } = setup()
    const stop = watchEmbeddedWallet(foyer)
    const { result } = renderHook(() => useApproveRequest(), { wrapper })
    expect(result.current).toMatchObject({
      request: undefined,
      description: undefined,
      pending: 0,
    })
    const { requestApproval } = await import('../watchers/embeddedWalletApprovals.js')
    const request = { method: 'personal_sign', params: ['0x68', '0x1'], chainId: 31337 }
    const first = requestApproval(foyer, request)
    const second = requestApproval(foyer, { ...request, params: ['0x69', '0x1'] })
    await waitFor(() => expect(result.current.pending).toBe(2))
    expect(result.current.request?.params).toEqual(['0x69', '0x1'])
    // Described once its code has loaded, against the host's networks.
    await waitFor(() =>
      expect(result.current.description).toEqual({
        title: 'Sign message',
        details: [
          { label: 'Message', value: 'i' },
          { label: 'Network', value: devnet.name },
        ],
      }),
    )
    act(() => result.current.reject())
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    act(() => result.current.approve())
    await expect(first).resolves.toBeUndefined()
    expect(foyer.store.get(approvalRequestsAtom)).toEqual([])
    stop()
  })
})

describe('useSocialLogin', () => {
  test('default: the host’s socials in order, farcaster included, and the passkey entry', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    expect(result.current.available).toBe(true)
    expect(result.current.socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(result.current.passkeyAvailable).toBe(true)
  })

  test('behavior: in a Telegram mini-app on Android, Facebook and X are not offered', () => {
    const telegram = window as unknown as { Telegram?: unknown }
    telegram.Telegram = { WebApp: { platform: 'android' } }
    try {
      const { wrapper } = setup()
      const { result } = renderHook(() => useSocialLogin(), { wrapper })
      expect(result.current.socials).toEqual(['google', 'farcaster', 'discord', 'apple', 'github'])
    } finally {
      delete telegram.Telegram
    }
  })

  test('error: a blocked window fails the flow with its provider, for the view to show', async () => {
    const { wrapper } = setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    await act(async () => {
      await expect(result.current.connectSocial('github')).rejects.toBeInstanceOf(
        SignInPopupBlockedError,
      )
    })
    expect(result.current.state).toMatchObject({ status: 'failed', provider: 'github' })
    open.mockRestore()
  })

  test('default: without an embedded wallet nothing is offered', () => {
    const { wrapper } = setup([])
    const { result } = renderHook(() => useSocialLogin(), { wrapper })
    expect(result.current).toMatchObject({ available: false, socials: [], passkeyAvailable: false })
  })
})
