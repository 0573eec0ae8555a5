import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { reconnect } from '../actions/reconnect.js'
import { memoryStorage } from '../store/storage.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { type ConnectorEvent, createConnector } from './createConnector.js'

afterEach(unmountAll)

/** A wallet with its own API (no EIP-1193), as a host might have: the README's example. */
function kioskWallet() {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const sdk = { session: undefined as string | undefined, logins: 0 }
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const connector = createConnector(({ networks }) => ({
    id: 'kiosk',
    name: 'Kiosk Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    namespaces: ['eip155'],
    async connect() {
      sdk.logins += 1
      sdk.session = address
      return { accounts: [address], chainId: networks[1]?.id ?? 1 }
    },
    async disconnect() {
      sdk.session = undefined
    },
    getAccounts: async () => (sdk.session ? [sdk.session] : []),
    getChainId: async () => networks[1]?.id ?? 1,
    isAuthorized: async () => sdk.session !== undefined,
    getProvider: async () => sdk,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }))
  const logout = () => {
    sdk.session = undefined
    for (const listener of listeners) listener({ type: 'disconnect' })
  }
  return { connector, sdk, logout, listeners }
}

describe('createConnector: a host-written connector', () => {
  test('behavior: connects, restores, follows its events and disconnects through the actions', async () => {
    const kiosk = kioskWallet()
    const storage = memoryStorage()
    const { foyer } = testFoyer({ connectors: [kiosk.connector], storage })
    expect(await connect(foyer, { connector: 'kiosk' })).toMatchObject({
      status: 'connected',
      caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(kiosk.listeners.size).toBe(1)

    // A reload: the same wallet session is found again without a new login.
    const reloaded = testFoyer({ connectors: [kiosk.connector], storage, mounted: false })
    expect((await reconnect(reloaded.foyer)).eip155?.status).toBe('connected')
    expect(kiosk.sdk.logins).toBe(1)

    kiosk.logout()
    expect(getAccount(foyer).status).toBe('disconnected')
    await connect(foyer, { connector: 'kiosk' })
    await disconnect(foyer)
    expect(kiosk.sdk.session).toBeUndefined()
    expect(kiosk.listeners.size).toBe(0)
  })
})
