// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import type { PendingRequest, TestWalletUi } from './approvals.js'
import { createMemoryStorage, type TestWalletStorage } from './storage.js'
import { createWalletState } from './walletState.js'

const keys = { granted: 'w:granted', policy: 'w:policy' }

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: { code: number }) => error,
  )

describe('createWalletState', () => {
  test('default: not granted, policy ask, requests wait for approve()', async () => {
    const state = createWalletState({ keys })
    expect(state.isGranted()).toBe(false)
    expect(state.controls.getPolicy()).toEqual({ decision: 'ask' })
    const answered = state.gate('sign', ['x'], 'Sign x')
    expect(state.controls.pending()).toEqual([
      { id: 1, method: 'sign', summary: 'Sign x', params: ['x'] },
    ])
    expect(state.controls.approve()).toBe(true)
    await expect(answered).resolves.toBeUndefined()
    expect(state.controls.approve()).toBe(false)
  })

  test('parameters: storage holds the grant and the policy, read at creation', () => {
    const storage = createMemoryStorage()
    storage.setItem(keys.granted, 'true')
    storage.setItem(keys.policy, JSON.stringify({ decision: 'reject' }))
    const state = createWalletState({ keys, storage, policy: { decision: 'approve' } })
    expect(state.isGranted()).toBe(true)
    expect(state.controls.getPolicy()).toEqual({ decision: 'reject' })
    for (const value of ['', 'false', '0']) {
      storage.setItem(keys.granted, value)
      expect(createWalletState({ keys, storage }).isGranted()).toBe(false)
    }
  })

  test('behavior: setGranted stores the grant and says whether it changed', () => {
    const storage = createMemoryStorage()
    const state = createWalletState({ keys, storage })
    expect(state.setGranted(true)).toBe(true)
    expect(storage.getItem(keys.granted)).toBe('true')
    expect(state.setGranted(true)).toBe(false)
    expect(state.setGranted(false)).toBe(true)
    expect(storage.getItem(keys.granted)).toBeNull()
  })

  test('behavior: setPolicy validates and persists; getPolicy is a copy', () => {
    const storage = createMemoryStorage()
    const state = createWalletState({ keys, storage })
    expect(() => state.controls.setPolicy({ decision: 'maybe' } as never)).toThrow(TypeError)
    state.controls.setPolicy({ decision: 'approve', methods: { sign: 'reject' } })
    expect(JSON.parse(storage.getItem(keys.policy) ?? '')).toEqual({
      decision: 'approve',
      methods: { sign: 'reject' },
    })
    const copy = state.controls.getPolicy()
    copy.decision = 'reject'
    expect(state.controls.getPolicy().decision).toBe('approve')
  })

  test('behavior: the policy answers per method, after delayMs', async () => {
    vi.useFakeTimers()
    try {
      const state = createWalletState({
        keys,
        policy: { decision: 'approve', delayMs: 100, methods: { sign: 'reject' } },
      })
      let done = false
      const approved = state.gate('connect', {}, 'Connect').then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(99)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await approved
      const rejected = rejection(state.gate('sign', {}, 'Sign'))
      await vi.advanceTimersByTimeAsync(100)
      expect((await rejected).code).toBe(4001)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: the panel shows the queue; resetPolicy rejects it and forgets the policy', async () => {
    const shown: PendingRequest[][] = []
    let respond: ((id: number, approved: boolean) => void) | undefined
    const ui: TestWalletUi = {
      render: (pending, answer) => {
        shown.push([...pending])
        respond = answer
      },
    }
    const storage = createMemoryStorage()
    const state = createWalletState({ keys, storage, ui })
    state.controls.setPolicy({ decision: 'ask' })
    const first = rejection(state.gate('a', 1, 'A'))
    const second = state.gate('b', 2, 'B')
    expect(shown.at(-1)?.map((request) => request.method)).toEqual(['a', 'b'])
    respond?.(2, true)
    await expect(second).resolves.toBeUndefined()
    state.resetPolicy()
    expect((await first).code).toBe(4001)
    expect(shown.at(-1)).toEqual([])
    expect(storage.getItem(keys.policy)).toBeNull()
  })

  test('error: a storage that throws leaves the state in memory', () => {
    const broken: TestWalletStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const state = createWalletState({ keys, storage: broken })
    expect(state.isGranted()).toBe(false)
    expect(state.setGranted(true)).toBe(true)
    expect(state.isGranted()).toBe(true)
    state.controls.setPolicy({ decision: 'reject' })
    expect(state.controls.getPolicy()).toEqual({ decision: 'reject' })
  })
})
