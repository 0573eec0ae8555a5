import { afterEach, describe, expect, test, vi } from 'vitest'
import { signalIntent } from '../actions/signalIntent.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { activeNetworkAtom, restoreStatusAtom } from '../store/atoms.js'
import { memoryStorage } from '../store/storage.js'
import { storedConnection, testFoyer, unmountAll } from '../test/testFoyer.js'
import { mount } from './mount.js'

// mount's `defer` (FoyerProvider passes afterNextPaint): a first visit's watchers, discovery and
// restore wait for it; the restore status tells whether they started ('idle' until then).

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  unmountAll()
})

/** A `defer` that waits until the test calls `start()`; `cancel` records its cancellation. */
function manualDefer() {
  const deferred = { start: undefined as (() => void) | undefined, cancel: vi.fn() }
  const defer = (start: () => void) => {
    deferred.start = start
    return deferred.cancel
  }
  return { deferred, defer }
}

describe('mount with defer', () => {
  test('behavior: a first visit starts its watchers when defer calls back, not before', () => {
    const { foyer } = testFoyer({ mounted: false })
    const { deferred, defer } = manualDefer()
    stops.push(mount(foyer, { defer }))
    expect(foyer.store.get(restoreStatusAtom)).toBe('idle')
    deferred.start?.()
    expect(foyer.store.get(restoreStatusAtom)).toBe('restored')
  })

  test('behavior: a returning visitor starts at once; defer is not asked', () => {
    const { foyer } = testFoyer({ mounted: false, storage: storedConnection() })
    const { deferred, defer } = manualDefer()
    stops.push(mount(foyer, { defer }))
    expect(deferred.start).toBeUndefined()
    expect(foyer.store.get(restoreStatusAtom)).toBe('restoring')
  })

  test('behavior: a stored network alone is a returning visit: it starts at once', () => {
    const storage = memoryStorage()
    storage.setItem('@foyer/test/active_caip_network_id', '"eip155:31337"')
    const { foyer } = testFoyer({ mounted: false, storage })
    const { deferred, defer } = manualDefer()
    stops.push(mount(foyer, { defer }))
    expect(deferred.start).toBeUndefined()
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(31337)
  })

  test('behavior: the intent before the deferred start starts it at once and cancels the wait', () => {
    const { foyer } = testFoyer({ mounted: false })
    const { deferred, defer } = manualDefer()
    stops.push(mount(foyer, { defer }))
    signalIntent(foyer)
    expect(foyer.store.get(restoreStatusAtom)).toBe('restored')
    expect(deferred.cancel).toHaveBeenCalled()
  })

  test('behavior: stopped before the start, it cancels the wait and nothing starts later', () => {
    const { foyer } = testFoyer({ mounted: false })
    const { deferred, defer } = manualDefer()
    mount(foyer, { defer })()
    expect(deferred.cancel).toHaveBeenCalled()
    signalIntent(foyer)
    expect(foyer.store.get(restoreStatusAtom)).toBe('idle')
  })

  test('behavior: a defer that calls back at once starts everything at once; stopping stops it', () => {
    const { foyer } = testFoyer({ mounted: false })
    const stop = mount(foyer, {
      defer: (start) => {
        start()
        return undefined as never
      },
    })
    expect(foyer.store.get(restoreStatusAtom)).toBe('restored')
    expect(() => stop()).not.toThrow()
  })

  test('parameters: a defer that is not a function is refused before anything starts', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(() => mount(foyer, { defer: 'later' as never })).toThrow(InvalidParameterError)
    expect(() => mount(foyer, { defer: 'later' as never })).toThrow(/defer/)
    expect(foyer.store.get(restoreStatusAtom)).toBe('idle')
  })
})
