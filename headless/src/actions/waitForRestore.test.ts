import { afterEach, describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/parameters.js'
import { storedConnection, testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { mount } from '../watchers/mount.js'
import { getAccount } from './getAccount.js'
import { waitForRestore } from './waitForRestore.js'

afterEach(unmountAll)

describe('waitForRestore', () => {
  test('default', async () => {
    const { foyer } = testFoyer({
      storage: storedConnection(),
      wallet: testWallet({ authorized: true }),
    })
    expect(getAccount(foyer).status).toBe('connecting')
    await expect(waitForRestore(foyer)).resolves.toBe(true)
    expect(getAccount(foyer).status).toBe('connected')
    // Once ended, it answers at once.
    await expect(waitForRestore(foyer, { timeoutMs: 0 })).resolves.toBe(true)
  })

  test('behavior: before mount it waits for mount, and ends disconnected when nothing is stored', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const waiting = waitForRestore(foyer)
    let ended = false
    void waiting.then(() => {
      ended = true
    })
    await Promise.resolve()
    expect(ended).toBe(false)
    const stop = mount(foyer)
    await expect(waiting).resolves.toBe(true)
    expect(getAccount(foyer).status).toBe('disconnected')
    stop()
  })

  test('behavior: an aborted mount (StrictMode) is not an end; the next mount is', async () => {
    const { foyer } = testFoyer({
      storage: storedConnection(),
      wallet: testWallet({ authorized: true }),
      mounted: false,
    })
    const waiting = waitForRestore(foyer)
    mount(foyer)()
    const stop = mount(foyer)
    await expect(waiting).resolves.toBe(true)
    expect(getAccount(foyer).status).toBe('connected')
    stop()
  })

  test('parameters: timeoutMs and signal resolve false when they come first', async () => {
    const { foyer } = testFoyer({ mounted: false })
    await expect(waitForRestore(foyer, { timeoutMs: 5 })).resolves.toBe(false)
    const controller = new AbortController()
    const waiting = waitForRestore(foyer, { signal: controller.signal })
    controller.abort()
    await expect(waiting).resolves.toBe(false)
  })

  test('error: invalid timeoutMs', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(() => waitForRestore(foyer, { timeoutMs: -1 })).toThrow(InvalidParameterError)
  })

  test('error: a signal that is not an AbortSignal is named, not used', () => {
    const { foyer } = testFoyer({ mounted: false })
    const signal = { view: 'Account' } as unknown as AbortSignal
    expect(() => waitForRestore(foyer, { signal })).toThrow(InvalidParameterError)
    expect(() => waitForRestore(foyer, { signal })).toThrow(/signal/)
  })
})
