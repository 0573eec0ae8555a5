// One-click sign-in over WalletConnect, end to end on loopback: headless's WalletConnect
// connector (UniversalProvider.authenticate) ⇄ the devstack relay ⇄ the devstack's WalletConnect
// test wallet, which signs one CACAO per chain; the demo's SiwxConfig (playground/demo/src/
// siwxBackend.ts) hands them to the reference backend, which verifies them and signs the wallet in.

import {
  DEVSTACK_API_URL,
  DEVSTACK_RELAY_URL,
  DEVSTACK_SIWX_URL,
  devstackChainA,
  devstackChainB,
  WC_WALLET_ACCOUNT,
  WC_WALLET_CONTROL_URL,
} from '@foyer/devstack/config'
import {
  connect,
  createFoyer,
  disconnect,
  evmAdapter,
  type Foyer,
  memoryStorage,
  mount,
  SiwxInitializationError,
  UserRejectedRequestError,
} from '@foyer/headless'
import { afterEach, describe, expect, test } from 'vitest'
import { backendSiwx } from '../../playground/demo/src/siwxBackend.js'
import { browserFetch, PAGE_ORIGIN } from './browserFetch.js'

const wallet = async (path: string, body: unknown = {}) => {
  const response = await fetch(`${WC_WALLET_CONTROL_URL}${path}`, {
    method: path === '/state' ? 'GET' : 'POST',
    ...(path === '/state'
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return response.json()
}

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await wallet('/disconnect')
  await wallet('/policy', { decision: 'ask' })
})

function setUp() {
  const tokens = memoryStorage()
  const siwx = backendSiwx({
    url: DEVSTACK_SIWX_URL,
    origin: PAGE_ORIGIN,
    fetch: browserFetch,
    storage: tokens as never,
    statement: 'Sign in to the Foyer demo',
  })
  const foyer: Foyer = createFoyer({
    projectId: 'siwx-walletconnect',
    networks: [devstackChainA, devstackChainB],
    adapters: [evmAdapter()],
    siwx,
    storage: memoryStorage(),
    enableEIP6963: false,
    services: { apiUrl: DEVSTACK_API_URL, relayUrl: DEVSTACK_RELAY_URL },
    walletConnect: { skipVerify: true },
  })
  cleanups.push(mount(foyer))
  cleanups.push(() => disconnect(foyer).catch(() => {}))
  const pair = (uri: string) => void wallet('/pair', { uri })
  return { foyer, siwx, pair }
}

describe('one-click sign-in with the WalletConnect test wallet', () => {
  test('behavior: one approval connects and signs in on both chains; the backend verifies', async () => {
    await wallet('/policy', { decision: 'ask', methods: { session_authenticate: 'approve' } })
    const { foyer, siwx, pair } = setUp()
    const started = Date.now()
    await connect(foyer, { connector: 'walletConnect', onDisplayUri: pair })
    console.info(`one-click sign-in took ${Date.now() - started} ms`)

    const address = WC_WALLET_ACCOUNT.address
    expect(await siwx.getSignedIn()).toMatchObject({ address })
    for (const chainId of ['eip155:31337', 'eip155:31338'] as const) {
      const [session] = await siwx.getSessions(chainId, address)
      expect(session?.data).toMatchObject({ chainId, accountAddress: address })
      expect(session?.message).toContain('wants you to sign in with your Ethereum account:')
    }
    // Connected through the session the sign-in made: no proposal, no request left pending.
    const state = await wallet('/state')
    expect(state.sessions).toHaveLength(1)
    expect(state.pendingProposals).toEqual([])
    expect(state.pendingAuthentications).toEqual([])
  })

  test('error: the wallet rejects: a user rejection, no session on either side', async () => {
    await wallet('/policy', { decision: 'ask', methods: { session_authenticate: 'reject' } })
    const { foyer, siwx, pair } = setUp()
    await expect(
      connect(foyer, { connector: 'walletConnect', onDisplayUri: pair }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await siwx.getSignedIn()).toBeUndefined()
    expect((await wallet('/state')).sessions).toEqual([])
  })

  test('error: the backend refuses the sign-in: the WalletConnect session is ended', async () => {
    await wallet('/policy', { decision: 'ask', methods: { session_authenticate: 'approve' } })
    const { foyer, siwx, pair } = setUp()
    // A backend answer for another page: the nonce is real, the domain is not this backend's.
    const createMessage = siwx.createMessage
    siwx.createMessage = async (input) => ({
      ...(await createMessage(input)),
      domain: 'evil.example',
    })
    await expect(
      connect(foyer, { connector: 'walletConnect', onDisplayUri: pair }),
    ).rejects.toBeInstanceOf(SiwxInitializationError)
    // The wallet saw its session end.
    for (
      let waited = 0;
      (await wallet('/state')).sessions.length > 0 && waited < 5000;
      waited += 100
    )
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await wallet('/state')).sessions).toEqual([])
  })
})
