import { describe, expect, test } from 'vitest'
import { createStorageAccess, defaultStorage, memoryStorage } from './storage.js'
import { activeCaipNetworkIdEntry, connectedConnectorIdsEntry } from './storageKeys.js'

describe('storage', () => {
  test('behavior: values are kept under the @foyer/ prefix', () => {
    const raw = memoryStorage()
    createStorageAccess(raw).set(activeCaipNetworkIdEntry, 'eip155:1')
    expect(raw.getItem('@foyer/active_caip_network_id')).toBe('"eip155:1"')
  })
  test('behavior: a corrupt value is dropped, never a crash', () => {
    const raw = memoryStorage()
    const access = createStorageAccess(raw)
    raw.setItem('@foyer/active_caip_network_id', '{not json')
    expect(access.get(activeCaipNetworkIdEntry)).toBeUndefined()
    expect(raw.getItem('@foyer/active_caip_network_id')).toBeNull()
    raw.setItem('@foyer/active_caip_network_id', '"nope:1:2"')
    expect(access.get(activeCaipNetworkIdEntry)).toBeUndefined()
    raw.setItem('@foyer/connected_connector_ids', '{"martian":"x"}')
    expect(access.get(connectedConnectorIdsEntry)).toBeUndefined()
  })
  test('behavior: a storage that throws does not break reads or writes', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const access = createStorageAccess(broken)
    expect(() => access.set(activeCaipNetworkIdEntry, 'eip155:1')).not.toThrow()
    expect(access.get(activeCaipNetworkIdEntry)).toBeUndefined()
    expect(() => access.remove(activeCaipNetworkIdEntry)).not.toThrow()
  })
  test('default: memory storage outside the browser', () => {
    const storage = defaultStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })
})
