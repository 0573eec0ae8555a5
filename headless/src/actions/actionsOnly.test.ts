// @vitest-environment node
// A host without React or a DOM: connect, read, disconnect and reconnect through actions alone,
// with the shipped mock wallet.
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { mock } from '../connectors/mock.js'
import { createFoyer } from '../store/createFoyer.js'
import { memoryStorage } from '../store/storage.js'
import { devnet } from '../test/testFoyer.js'
import { mount } from '../watchers/mount.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnectors } from './getConnectors.js'
import { reconnect } from './reconnect.js'
import { watchAccount } from './watchAccount.js'

test('behavior: connect, read, reload and reconnect, disconnect — actions only, in Node', async () => {
  expect(typeof window).toBe('undefined')
  const storage = memoryStorage()
  const wallet = mock({ chainId: 31337 })
  const options = {
    projectId: 'node-host',
    networks: [mainnet, devnet] as const,
    adapters: [evmAdapter()],
    connectors: [wallet],
    storage,
  }

  const first = createFoyer(options)
  const unmountFirst = mount(first)
  const statuses: string[] = []
  const stopWatching = watchAccount(first, { onChange: (account) => statuses.push(account.status) })
  const [connector] = getConnectors(first)
  expect(connector?.name).toBe('Mock Wallet')
  await connect(first, { connector: 'mock' })
  expect(getAccount(first)).toMatchObject({
    status: 'connected',
    isConnected: true,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    network: { id: 31337 },
  })
  expect(statuses).toEqual(['connecting', 'connected'])
  stopWatching()
  unmountFirst()

  // The page reloads: a new instance on the same storage restores the connection.
  const second = createFoyer(options)
  expect(getAccount(second).status).toBe('disconnected')
  const restoring = reconnect(second)
  expect(getAccount(second).status).toBe('connecting')
  const restored = await restoring
  expect(restored.eip155).toMatchObject({ status: 'connected', connectorId: 'mock' })
  expect(getAccount(second).chainId).toBe(31337)

  const unmountSecond = mount(second)
  await disconnect(second)
  expect(getAccount(second)).toMatchObject({ status: 'disconnected', isConnected: false })
  expect(wallet.calls).toContain('wallet_revokePermissions')
  unmountSecond()

  // After a disconnect there is nothing to restore.
  const third = createFoyer(options)
  expect((await reconnect(third)).eip155).toEqual({ status: 'disconnected' })
})
