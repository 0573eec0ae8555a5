import { afterEach, describe, expect, test, vi } from 'vitest'
import { toastQueueAtom } from '../store/toastAtoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { dismissToast } from './dismissToast.js'
import { showToast } from './showToast.js'

afterEach(() => {
  unmountAll()
  vi.useRealTimers()
})

const shown = (foyer: ReturnType<typeof testFoyer>['foyer']) =>
  foyer.store.get(toastQueueAtom).visible.map((toast) => toast.message)

describe('showToast', () => {
  test('default: a toast shows at once and leaves after 4000 ms (the mounted instance ticks)', async () => {
    vi.useFakeTimers()
    const { foyer } = testFoyer()
    showToast(foyer, { id: 'copied', message: 'Address copied', variant: 'success' })
    expect(shown(foyer)).toEqual(['Address copied'])
    await vi.advanceTimersByTimeAsync(3999)
    expect(shown(foyer)).toEqual(['Address copied'])
    await vi.advanceTimersByTimeAsync(1)
    expect(shown(foyer)).toEqual([])
  })

  test('behavior: at most 3; the same id replaces the open one after 150 ms', async () => {
    vi.useFakeTimers()
    const { foyer } = testFoyer()
    for (const message of ['one', 'two', 'three', 'four']) {
      showToast(foyer, { id: message, message, variant: 'info' })
    }
    expect(shown(foyer)).toEqual(['two', 'three', 'four'])
    showToast(foyer, { id: 'three', message: 'three again', variant: 'info' })
    expect(shown(foyer)).toEqual(['two', 'four'])
    await vi.advanceTimersByTimeAsync(150)
    expect(shown(foyer)).toEqual(['two', 'four', 'three again'])
    dismissToast(foyer, { id: 'two' })
    expect(shown(foyer)).toEqual(['four', 'three again'])
  })
})
