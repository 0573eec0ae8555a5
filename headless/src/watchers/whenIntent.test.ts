import { afterEach, describe, expect, test, vi } from 'vitest'
import { openModal } from '../actions/openModal.js'
import { signalIntent } from '../actions/signalIntent.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { intentAtom } from '../store/intentAtom.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { whenIntent } from './whenIntent.js'

afterEach(unmountAll)

describe('whenIntent', () => {
  test('default: starts once, after the frame that follows the first signal; stopping stops what it started', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const stopStarted = vi.fn()
    const start = vi.fn(() => stopStarted)
    const stop = whenIntent(foyer, start)
    expect(start).not.toHaveBeenCalled()
    signalIntent(foyer)
    signalIntent(foyer)
    // Not in the interaction that signalled it: its answer paints first.
    expect(start).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(start).toHaveBeenCalledTimes(1)
    stop()
    expect(stopStarted).toHaveBeenCalledTimes(1)
  })

  test('behavior: already signalled → starts at once; stopped before the signal, or in the frame after it → never', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const cancelled = vi.fn(() => () => {})
    whenIntent(foyer, cancelled)()
    const stoppedInTime = vi.fn(() => () => {})
    const stop = whenIntent(foyer, stoppedInTime)
    signalIntent(foyer)
    stop()
    const late = vi.fn(() => () => {})
    whenIntent(foyer, late)
    expect(late).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(cancelled).not.toHaveBeenCalled()
    expect(stoppedInTime).not.toHaveBeenCalled()
  })
})

describe('signalIntent', () => {
  test('parameters: anything but an instance is an InvalidParameterError naming foyer', () => {
    expect(() => signalIntent({} as never)).toThrow(InvalidParameterError)
  })

  test('behavior: a new visitor has not signalled it; opening the modal does', () => {
    const { foyer } = testFoyer({ intent: false })
    expect(foyer.store.get(intentAtom)).toBe(false)
    openModal(foyer)
    expect(foyer.store.get(intentAtom)).toBe(true)
  })

  test('behavior: a social sign-in coming back to the page (result_uri) starts it at mount', () => {
    vi.stubGlobal('location', { search: '?result_uri=https%3A%2F%2Fexample.test', origin: '' })
    try {
      const { foyer } = testFoyer({ intent: false })
      expect(foyer.store.get(intentAtom)).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
