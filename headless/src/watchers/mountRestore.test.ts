import { afterEach, describe, expect, test, vi } from 'vitest'
import { activeAccountAtom, restoreStatusAtom } from '../store/atoms.js'
import { storedConnection, testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'

afterEach(() => {
  unmountAll()
  vi.doUnmock('../actions/reconnect.js')
})

describe('mount: the restore of a stored session', () => {
  test('default: with nothing stored there is nothing to load: restored at once', () => {
    const { foyer } = testFoyer({ wallet: testWallet({ authorized: true }) })
    expect(foyer.store.get(restoreStatusAtom)).toBe('restored')
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })

  test('default: a stored connection shows at once, then the restore (loaded with import()) ends it', async () => {
    const { foyer } = testFoyer({
      storage: storedConnection(),
      wallet: testWallet({ authorized: true }),
    })
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    expect(foyer.store.get(restoreStatusAtom)).toBe('restoring')
    await vi.waitFor(() => expect(foyer.store.get(restoreStatusAtom)).toBe('restored'))
    expect(foyer.store.get(activeAccountAtom).status).toBe('connected')
  })

  test("error: the restore's code cannot load: the stored connection ends as if its wallet did not answer", async () => {
    vi.doMock('../actions/reconnect.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { foyer } = testFoyer({
      storage: storedConnection(),
      wallet: testWallet({ authorized: true }),
    })
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    await vi.waitFor(() => expect(foyer.store.get(restoreStatusAtom)).toBe('restored'))
    expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected')
  })
})
