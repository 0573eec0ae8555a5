import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { reconnect } from '../actions/reconnect.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { memoryStorage } from './storage.js'

afterEach(unmountAll)

describe('two instances on one page', () => {
  test('behavior: each keeps its own stored connection (keys prefixed by project id)', async () => {
    const storage = memoryStorage()
    const a = testWallet({ id: 'wallet.a', rdns: 'wallet.a', authorized: true })
    const b = testWallet({
      id: 'wallet.b',
      rdns: 'wallet.b',
      authorized: true,
      accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    })
    const first = testFoyer({ projectId: 'shop', connectors: [a, b], storage })
    const second = testFoyer({ projectId: 'game', connectors: [a, b], storage })
    await connect(first.foyer, { connector: 'wallet.a' })
    await connect(second.foyer, { connector: 'wallet.b' })

    // A reload of the page: both instances come back with their own wallet.
    const firstAgain = testFoyer({ projectId: 'shop', connectors: [a, b], storage, mounted: false })
    const secondAgain = testFoyer({
      projectId: 'game',
      connectors: [a, b],
      storage,
      mounted: false,
    })
    await Promise.all([reconnect(firstAgain.foyer), reconnect(secondAgain.foyer)])
    expect(getAccount(firstAgain.foyer)).toMatchObject({ connectorId: 'wallet.a' })
    expect(getAccount(secondAgain.foyer)).toMatchObject({ connectorId: 'wallet.b' })
    expect(storage.getItem('@foyer/shop/connected_connector_ids')).toBe('{"eip155":"wallet.a"}')
  })

  test('parameters: storageKey separates two instances of one project', async () => {
    const storage = memoryStorage()
    const wallet = testWallet({ authorized: true })
    const left = testFoyer({ storageKey: 'left', storage, connectors: [wallet] })
    testFoyer({ storageKey: 'right', storage, connectors: [wallet] })
    await connect(left.foyer, { connector: 'test.fake' })
    expect(storage.getItem('left/connection_status')).toBe('{"eip155":"connected"}')
    expect(storage.getItem('right/connection_status')).toBeNull()
  })
})
