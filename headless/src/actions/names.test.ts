import { afterEach, describe, expect, test } from 'vitest'
import { createConnector } from '../connectors/createConnector.js'
import { injected } from '../connectors/injected.js'
import {
  AddressOrAuthConnectorNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../errors/names.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { InvalidNameError } from '../errors/validation.js'
import { type ReceivedRequest, startTestServer, type TestResponse } from '../test/httpServer.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { getAccountNames } from './getAccountNames.js'
import { registerAccountName } from './registerAccountName.js'
import { resolveName } from './resolveName.js'
import { fullName } from './resolveNameRuntime.js'
import { suggestNames } from './suggestNames.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const signature = `0x${'12'.repeat(65)}`
const servers: Array<() => Promise<void>> = []
afterEach(async () => {
  unmountAll()
  for (const close of servers.splice(0)) await close()
})

const record = {
  name: 'ada.reown.id',
  addresses: { [String((0x80000000 | 31337) >>> 0)]: { address: account } },
}

/** A blockchain API serving the devnet whose names routes answer `names`. */
async function api(names: (request: ReceivedRequest) => TestResponse = () => ({ body: record })) {
  const server = await startTestServer((request) =>
    request.path === '/v1/supported-chains'
      ? { body: { http: ['eip155:31337'], ws: [] } }
      : names(request),
  )
  servers.push(server.close)
  return server
}

/** A host-written embedded-wallet stand-in: type AUTH, signing with personal_sign. */
function authConnector(sign: () => unknown = () => signature) {
  const requests: Array<{ method: string; params: unknown }> = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'personal_sign') return sign()
      throw Object.assign(new Error(method), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  const connector = createConnector((config) => ({
    ...injected({ provider, rdns: 'test.auth', name: 'Email' })(config),
    id: 'auth',
    type: 'AUTH',
  }))
  return { connector, requests }
}

async function connectedAuth(blockchainApiUrl: string, sign?: () => unknown) {
  const auth = authConnector(sign)
  const { foyer } = testFoyer({ connectors: [auth.connector], services: { blockchainApiUrl } })
  await connect(foyer, { connector: 'auth' })
  return { foyer, ...auth }
}

describe('registerAccountName', () => {
  test('default: signs { name, attributes: {}, timestamp } and posts it with the coin type', async () => {
    const server = await api()
    const { foyer, requests } = await connectedAuth(server.url)
    await expect(
      registerAccountName(foyer, { name: 'ada-l', now: 1_700_000_000_500 }),
    ).resolves.toMatchObject({ name: 'ada.reown.id' })
    const message = '{"name":"ada-l.reown.id","attributes":{},"timestamp":1700000000}'
    const sign = requests.find((request) => request.method === 'personal_sign')
    expect((sign?.params as string[] | undefined)?.[1]?.toLowerCase()).toBe(account.toLowerCase())
    const post = server.requests.find((request) => request.method === 'POST')
    expect(post?.path).toBe('/v1/profile/account')
    expect(post?.body).toEqual({ coin_type: 2_147_514_985, address: account, message, signature })
  })

  test('parameters: suffix', async () => {
    const server = await api()
    const { foyer } = await connectedAuth(server.url)
    await registerAccountName(foyer, { name: 'ada-lovelace', suffix: '.foyer.test' })
    const post = server.requests.find((request) => request.method === 'POST')
    expect(JSON.parse((post?.body as { message: string } | undefined)?.message ?? '{}').name).toBe(
      'ada-lovelace.foyer.test',
    )
  })

  test('error: Address or auth connector not found (a browser wallet, or no account)', async () => {
    const server = await api()
    const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
    await expect(registerAccountName(foyer, { name: 'ada-l' })).rejects.toThrow(
      AddressOrAuthConnectorNotFoundError,
    )
    await connect(foyer, { connector: 'test.fake' })
    await expect(registerAccountName(foyer, { name: 'ada-l' })).rejects.toThrow(
      'Address or auth connector not found',
    )
    expect(testWallet).toBeTypeOf('function')
  })

  test('error: invalid name (SPEC §5)', async () => {
    const server = await api()
    const { foyer } = await connectedAuth(server.url)
    for (const name of ['ada', 'ada.lovelace', 'ada_l', 'ad a']) {
      await expect(registerAccountName(foyer, { name })).rejects.toThrow(InvalidNameError)
    }
  })

  test('error: Error registering name {name} when the API refuses', async () => {
    const server = await api((request) =>
      request.method === 'POST' ? { status: 409, body: { error: 'taken' } } : { body: record },
    )
    const { foyer } = await connectedAuth(server.url)
    const error = await registerAccountName(foyer, { name: 'taken' }).catch((e) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect(error.shortMessage).toBe('Error registering name taken.reown.id')
  })

  test('behavior: user rejected request stays its own error', async () => {
    const server = await api()
    const { foyer } = await connectedAuth(server.url, () => {
      throw Object.assign(new Error('no'), { code: 4001 })
    })
    await expect(registerAccountName(foyer, { name: 'ada-l' })).rejects.toThrow(
      UserRejectedRequestError,
    )
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false)
  })
})

describe('resolveName', () => {
  test('default: the address for the network’s coin type', async () => {
    const server = await api()
    const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
    await connect(foyer, { connector: 'test.fake' })
    await expect(resolveName(foyer, { name: 'ada' })).resolves.toEqual({
      name: 'ada.reown.id',
      address: account,
    })
    expect(server.requests.at(-1)?.path).toBe('/v1/profile/account/ada.reown.id')
    expect(fullName('bob.eth')).toBe('bob.eth')
    expect(fullName(' bob ', '.x.id')).toBe('bob.x.id')
  })

  test('error: Error resolving name (unknown name, no address, no API)', async () => {
    const server = await api((request) =>
      request.path.endsWith('empty.reown.id')
        ? { body: { name: 'empty.reown.id', addresses: {} } }
        : { status: 404, body: { error: 'Name not found' } },
    )
    const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
    await expect(resolveName(foyer, { name: 'nobody' })).rejects.toThrow('Error resolving name')
    await expect(resolveName(foyer, { name: 'empty' })).rejects.toThrow(ResolveNameError)
    const { foyer: offline } = testFoyer()
    await expect(resolveName(offline, { name: 'ada' })).rejects.toThrow(ResolveNameError)
  })
})

describe('getAccountNames and suggestNames', () => {
  test('default: reverse lookup and suggestions', async () => {
    const server = await api((request) =>
      request.path.startsWith('/v1/profile/reverse/')
        ? { body: [record] }
        : { body: { suggestions: [{ name: 'ada.reown.id', registered: true }] } },
    )
    const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
    await connect(foyer, { connector: 'test.fake' })
    await expect(getAccountNames(foyer)).resolves.toEqual([record])
    await expect(suggestNames(foyer, { name: 'ada' })).resolves.toEqual([
      { name: 'ada.reown.id', registered: true },
    ])
    expect(server.requests.at(-1)?.query.zone).toBe('reown.id')
  })

  test('error: Error fetching names for address and Error fetching name suggestions', async () => {
    const server = await api(() => ({ status: 400, body: { error: 'bad' } }))
    const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
    await connect(foyer, { connector: 'test.fake' })
    await expect(getAccountNames(foyer)).rejects.toThrow(NamesForAddressError)
    await expect(suggestNames(foyer, { name: 'ada-l' })).rejects.toThrow(NameSuggestionsError)
  })

  test('behavior: nothing without a blockchain API', async () => {
    const { foyer } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    await expect(getAccountNames(foyer)).resolves.toEqual([])
    await expect(suggestNames(foyer, { name: 'ada-l' })).resolves.toEqual([])
  })
})
