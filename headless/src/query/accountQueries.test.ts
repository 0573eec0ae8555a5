import { afterEach, describe, expect, test } from 'vitest'
import { setAccountTab } from '../actions/setAccountTab.js'
import { addressExplorerUrl } from '../chains/addressExplorerUrl.js'
import { NftsUnavailableError } from '../errors/transactions.js'
import { accountTabAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { startTestServer } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { identityQueryKey, identityQueryOptions } from './identityQueryOptions.js'
import { nftsQueryKey, nftsQueryOptions } from './nftsQueryOptions.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  unmountAll()
  for (const server of servers.splice(0)) await server.close()
})

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = 'eip155:31337'
const nft = {
  chainId: devnet,
  contract: '0x1',
  tokenId: '1',
  name: 'Foyer Collectibles #1',
  imageUrl: 'http://x/1',
  collection: { name: 'Foyer Collectibles', symbol: 'FOYC' },
}

async function api() {
  const server = await startTestServer((request) => {
    if (request.path === '/v1/supported-chains') return { body: { http: [devnet], ws: [] } }
    if (request.path === `/v1/account/${user}/nfts`) return { body: { data: [nft] } }
    if (request.path.endsWith('/nfts')) return { status: 400 }
    if (request.path === `/v1/identity/${user}`)
      return { body: { name: 'alice', avatar: 'http://a' } }
    return { status: 404 }
  })
  servers.push(server)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url }, mounted: false })
  return { foyer, requests: server.requests }
}

describe('nftsQueryOptions', () => {
  test('default: the account’s NFTs on the network', async () => {
    const { foyer, requests } = await api()
    const options = nftsQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.enabled).toBe(true)
    expect(await getQueryClient(foyer).fetchQuery(options)).toEqual([nft])
    expect(requests.at(-1)?.query.chainId).toBe(devnet)
    expect(
      await getQueryClient(foyer).fetchQuery(
        nftsQueryOptions(foyer, { caipNetworkId: 'eip155:1', address: user }),
      ),
    ).toEqual([])
  })

  test('error: a failed call is NftsUnavailableError, the API’s error as its cause', async () => {
    const { foyer } = await api()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const failed = getQueryClient(foyer).fetchQuery({
      ...nftsQueryOptions(foyer, { caipNetworkId: devnet, address: other }),
      retry: false,
    })
    await expect(failed).rejects.toBeInstanceOf(NftsUnavailableError)
    await expect(failed).rejects.toHaveProperty('cause.code', expect.any(String))
  })

  test('parameters: disabled without a blockchain API; no data without an address', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const options = nftsQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.enabled).toBe(false)
    expect(await getQueryClient(foyer).fetchQuery(options)).toEqual([])
    expect(nftsQueryKey({ caipNetworkId: undefined, address: undefined })).toEqual([
      'foyer',
      'nfts',
      null,
      null,
    ])
  })
})

describe('identityQueryOptions', () => {
  test('default: name and avatar, cached 5 minutes', async () => {
    const { foyer, requests } = await api()
    const options = identityQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.staleTime).toBe(300_000)
    expect(await getQueryClient(foyer).fetchQuery(options)).toEqual({
      name: 'alice',
      avatar: 'http://a',
    })
    expect(requests.at(-1)?.query.sender).toBe(user)
    expect(identityQueryKey({ caipNetworkId: devnet, address: user })).toEqual([
      'foyer',
      'identity',
      devnet,
      user,
    ])
  })

  test('parameters: without a blockchain API nothing is asked', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const options = identityQueryOptions(foyer, { caipNetworkId: devnet, address: user })
    expect(options.enabled).toBe(false)
    expect(await getQueryClient(foyer).fetchQuery(options)).toEqual({ name: null, avatar: null })
  })
})

describe('account state', () => {
  test('behavior: setAccountTab keeps the open tab in the instance', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(foyer.store.get(accountTabAtom)).toBe('tokens')
    setAccountTab(foyer, { tab: 'activity' })
    expect(foyer.store.get(accountTabAtom)).toBe('activity')
    expect(testFoyer({ mounted: false }).foyer.store.get(accountTabAtom)).toBe('tokens')
  })

  test('default: addressExplorerUrl', () => {
    const network = { blockExplorers: { default: { url: 'https://etherscan.io/' } } }
    expect(addressExplorerUrl(network, user)).toBe(`https://etherscan.io/address/${user}`)
    expect(addressExplorerUrl({}, user)).toBeUndefined()
    expect(addressExplorerUrl(network, undefined)).toBeUndefined()
    expect(addressExplorerUrl(null, user)).toBeUndefined()
  })
})
