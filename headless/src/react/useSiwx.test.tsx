// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { openModal } from '../actions/openModal.js'
import { selectWallet } from '../actions/selectWallet.js'
import { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/auth.js'
import { createDefaultSiwx } from '../store/createDefaultSiwx.js'
import type { Foyer } from '../store/createFoyer.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useSiwx } from './useSiwx.js'

afterEach(cleanup)
afterEach(unmountAll)

function render(foyer: Foyer) {
  return renderHook(() => useSiwx(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
    ),
  })
}

describe('useSiwx', () => {
  test('default: the message to sign, then signIn stores a session', async () => {
    const siwx = createDefaultSiwx({ statement: 'Welcome back', required: true })
    const { foyer } = testFoyer({
      siwx,
      mounted: false,
      metadata: {
        name: 'Test app',
        description: '',
        url: 'http://localhost',
        icons: ['http://localhost/icon.png'],
      },
    })
    const { result } = render(foyer)
    expect(result.current).toMatchObject({
      enabled: true,
      required: true,
      status: 'idle',
      sessions: [],
    })
    expect(result.current.app).toEqual({ name: 'Test app', icon: 'http://localhost/icon.png' })
    await act(async () => {
      openModal(foyer)
      await selectWallet(foyer, { connectorId: 'test.fake' })
    })
    await waitFor(() => expect(result.current.message?.statement).toBe('Welcome back'))
    expect(result.current.status).toBe('awaitingSignature')
    await act(async () => {
      await result.current.signIn()
    })
    expect(result.current.status).toBe('signed')
    expect(result.current.isSignedIn).toBe(true)
    expect(result.current.sessions).toHaveLength(1)
    await act(async () => {
      await result.current.signOut()
    })
    expect(result.current.isSignedIn).toBe(false)
    expect(result.current.status).toBe('idle')
  })

  test("error: a declined signature is the hook's error", async () => {
    const wallet = testWallet()
    const { foyer } = testFoyer({ siwx: createDefaultSiwx(), wallet, mounted: false })
    const { result } = render(foyer)
    await act(async () => {
      openModal(foyer)
      await selectWallet(foyer, { connectorId: 'test.fake' })
    })
    await waitFor(() => expect(result.current.message).toBeDefined())
    wallet.setBehavior('reject')
    await act(async () => {
      await result.current.signIn()
    })
    expect(result.current.status).toBe('awaitingSignature')
    expect(result.current.error).toBeInstanceOf(SignatureDeclinedError)
  })

  test('error: without configuration the functions throw "SIWX is not enabled"', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const { result } = render(foyer)
    expect(result.current.enabled).toBe(false)
    await expect(result.current.signIn()).rejects.toThrow(SiwxNotEnabledError)
    await expect(result.current.signOut()).rejects.toThrow('SIWX is not enabled')
    await expect(result.current.cancel()).rejects.toThrow(SiwxNotEnabledError)
  })
})
