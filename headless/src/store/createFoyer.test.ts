import { afterEach, describe, expect, test } from 'vitest'
import { openModal } from '../actions/openModal.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { mount } from '../watchers/mount.js'
import { activeAccountAtom, activeNetworkAtom, connectorsAtom, modalAtom } from './atoms.js'
import { getQueryClient } from './getQueryClient.js'
import { memoryStorage } from './storage.js'

const stops: Array<() => void> = []

afterEach(() => {
  unmountAll()
  for (const stop of stops.splice(0)) stop()
})

describe('createFoyer', () => {
  test('behavior: two instances on one page are independent', () => {
    const a = testFoyer()
    const b = testFoyer()
    openModal(a.foyer)
    expect(a.foyer.store.get(modalAtom).status).toBe('open')
    expect(b.foyer.store.get(modalAtom).status).toBe('closed')
    expect(a.foyer.store).not.toBe(b.foyer.store)
    expect(getQueryClient(a.foyer)).not.toBe(getQueryClient(b.foyer))
    expect(a.foyer.emitter).not.toBe(b.foyer.emitter)
    expect(a.foyer.store.get(connectorsAtom)[0]).not.toBe(b.foyer.store.get(connectorsAtom)[0])
  })

  test("default: starts disconnected on the first network, with the host's connectors set up", () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(foyer.store.get(activeAccountAtom)).toEqual({ status: 'disconnected' })
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(1)
    expect(foyer.store.get(connectorsAtom).map((connector) => connector.id)).toEqual(['test.fake'])
  })

  test('behavior: at mount a stored connection starts connecting on the stored network (SPEC §4)', () => {
    const storage = memoryStorage()
    storage.setItem('@foyer/test/connection_status', '{"eip155":"connected"}')
    storage.setItem('@foyer/test/connected_connector_ids', '{"eip155":"test.fake"}')
    storage.setItem('@foyer/test/active_caip_network_id', '"eip155:31337"')
    const { foyer } = testFoyer({ storage, mounted: false })
    // Made, not mounted: nothing stored is read (a server render matches the first client one).
    expect(foyer.store.get(activeAccountAtom)).toEqual({ status: 'disconnected' })
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(1)
    stops.push(mount(foyer))
    expect(foyer.store.get(activeAccountAtom)).toEqual({
      status: 'connecting',
      connectorId: 'test.fake',
    })
    expect(foyer.store.get(activeNetworkAtom)?.id).toBe(31337)
  })

  test('error: a connector option that is not a connector function', () => {
    expect(() => testFoyer({ connectors: [{} as never] })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidOptionError: Connectors must be a list of connector functions

      Option: connectors
      Field: connectors[0]
      Expected: a list of connector functions, e.g. [injected({ provider })] or [mock()]
      Provided: [object Object]]
    `)
  })
})
