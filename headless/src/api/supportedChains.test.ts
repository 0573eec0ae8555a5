import { afterEach, describe, expect, test } from 'vitest'
import { TokenBalanceUnavailableError } from '../errors/transactions.js'
import { startTestServer } from '../test/httpServer.js'
import { createBlockchainApi } from './blockchainApi.js'
import { createHttpClient } from './createHttpClient.js'
import { getBalances } from './getBalances.js'
import { getIdentity } from './getIdentity.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A blockchain API whose supported-chains list fails the first `failures` times (a 400: no retry). */
async function flakyBlockchain(failures: number) {
  let left = failures
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains') {
      return left-- > 0 ? { status: 400 } : { body: { http: ['eip155:1'], ws: [] } }
    }
    if (request.path === `/v1/account/${address}/balance`) {
      return { body: { balances: [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }] } }
    }
    if (request.path === `/v1/identity/${address}`)
      return { body: { name: 'vitalik', avatar: null } }
    return { status: 404 }
  })
  servers.push(server)
  const http = createHttpClient({ baseUrl: server.url })
  return { api: createBlockchainApi(http, 'p'), server }
}

describe('the supported-chains list', () => {
  test('error: a failed fetch reads as token balances unavailable, not as "no tokens"', async () => {
    const { api } = await flakyBlockchain(1)
    await expect(getBalances(api, { address, caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      TokenBalanceUnavailableError,
    )
  })

  test('behavior: a failed fetch is not kept: the next call asks again and succeeds', async () => {
    const { api, server } = await flakyBlockchain(1)
    await getBalances(api, { address, caipNetworkId: 'eip155:1' }).catch(() => {})
    const balances = await getBalances(api, { address, caipNetworkId: 'eip155:1' })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH'])
    const fetches = server.requests.filter((request) => request.path === '/v1/supported-chains')
    expect(fetches).toHaveLength(2)
    // Fetched once it succeeded: later calls reuse it.
    await getBalances(api, { address, caipNetworkId: 'eip155:1' })
    expect(
      server.requests.filter((request) => request.path === '/v1/supported-chains'),
    ).toHaveLength(2)
  })

  test('behavior: other reads keep their fallback (empty) while the list cannot be fetched', async () => {
    const { api } = await flakyBlockchain(1)
    expect(await getIdentity(api, { address, caipNetworkId: 'eip155:1' })).toEqual({
      name: null,
      avatar: null,
    })
  })

  test('behavior: a network the list does not name has no tokens (not an error)', async () => {
    const { api } = await flakyBlockchain(0)
    expect(await getBalances(api, { address, caipNetworkId: 'eip155:56' })).toEqual([])
  })
})
