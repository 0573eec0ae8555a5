import { afterEach, describe, expect, test, vi } from 'vitest'
import { activeAccountAtom, activeNetworkAtom } from '../store/atoms.js'
import { storedConnection, testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { reconnect } from './reconnect.js'

afterEach(() => {
  unmountAll()
  vi.useRealTimers()
})

describe('reconnect', () => {
  test('behavior: a stored connection goes connecting → connected, never disconnected between', async () => {
    const { foyer } = testFoyer({
      storage: storedConnection(),
      wallet: testWallet({ authorized: true }),
      mounted: false,
    })
    // Before the restore the instance knows only its options: nothing stored was read yet.
    const seen: string[] = [foyer.store.get(activeAccountAtom).status]
    foyer.store.sub(activeAccountAtom, () => seen.push(foyer.store.get(activeAccountAtom).status))
    const accounts = await reconnect(foyer)
    expect(accounts.eip155?.status).toBe('connected')
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(31337)
    expect(seen).toEqual(['disconnected', 'connecting', 'connected'])
  })

  test('behavior: a wallet that no longer authorises ends disconnected, and storage forgets it', async () => {
    const storage = storedConnection()
    const { foyer } = testFoyer({ storage })
    await vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
    expect(storage.getItem('@foyer/test/connected_connector_ids')).toBe('{}')
  })

  test('behavior: a stored wallet that never appears ends disconnected after 3 s', async () => {
    vi.useFakeTimers()
    const { foyer } = testFoyer({ storage: storedConnection('gone.wallet') })
    // The mount loads `reconnect` with import(); its 3 s start when it runs.
    await vi.dynamicImportSettled()
    vi.advanceTimersByTime(2_999)
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
    vi.advanceTimersByTime(1)
    return vi.waitFor(() => expect(foyer.store.get(activeAccountAtom).status).toBe('disconnected'))
  })

  test('behavior: an aborted restore changes nothing', async () => {
    const { foyer } = testFoyer({ storage: storedConnection('gone.wallet'), mounted: false })
    const controller = new AbortController()
    const pending = reconnect(foyer, { signal: controller.signal })
    controller.abort()
    await pending
    expect(foyer.store.get(activeAccountAtom).status).toBe('connecting')
  })
})
