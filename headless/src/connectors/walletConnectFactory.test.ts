import { expect, test, vi } from 'vitest'
import { WalletRpcError } from '../errors/rpc.js'
import { walletConnect } from './walletConnect.js'

// The methods' code fails to download (hoisted: this file's module graph only): what the
// factory answers with no session stored must not need it, or this file could not even import.
vi.mock('./walletConnectMethods.js', () => {
  throw new Error('chunk failed')
})

const config = { projectId: 'p', networks: [], relayUrl: 'ws://127.0.0.1:1' }

test('behavior: with no session stored the factory answers alone, without the methods’ code', async () => {
  const connector = walletConnect()(config)
  expect(await connector.isAuthorized()).toBe(false)
  expect(await connector.getAccounts()).toEqual([])
  await connector.disconnect()
  expect(connector.approvedChainIds?.('eip155')).toBeUndefined()
  await expect(connector.getChainId()).rejects.toBeInstanceOf(WalletRpcError)
})

test('error: a connect whose code fails to download is a Foyer error, not the raw failure', async () => {
  const connector = walletConnect()(config)
  const error = await connector.connect({ namespace: 'eip155' }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(WalletRpcError)
})
