// @vitest-environment node
import {
  createPublicClient,
  http as httpTransport,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { TEST_ACCOUNTS, WC_WALLET_ACCOUNT } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import { type StartServerReturnType, startServer } from '../server.js'
import { freePort } from '../testing/freePort.js'
import { http } from '../testing/startTestDevstack.js'
import { createTestDapp, type TestDapp } from '../testing/wcDapp.js'
import { type StartRelayReturnType, startRelay } from '../walletconnect/relay.js'

// End to end on loopback: a UniversalProvider dapp ⇄ the devstack relay ⇄ the WalletConnect test
// wallet inside the devstack server (driven over HTTP) ⇄ anvil.

const address = WC_WALLET_ACCOUNT.address
const recipient = TEST_ACCOUNTS[2].address
let anvils: StartAnvilReturnType[] = []
let chains: DevstackChainInfo[] = []
let relayPort = 0
let relay: StartRelayReturnType
let server: StartServerReturnType
const dapps: TestDapp[] = []

const control = (path: string, body?: unknown) =>
  http(`${server.url}/devstack/wc-wallet${path}`, body === undefined ? {} : { body })
const state = async () => (await control('/state')).body
const setPolicy = async (policy: object) =>
  expect((await control('/policy', policy)).status).toBe(200)

/** A dapp whose URIs are pasted into the wallet through `POST /pair`. */
const newDapp = async () => {
  const dapp = await createTestDapp({
    relayUrl: relay.url,
    chains,
    onUri: (uri) => void control('/pair', { uri }),
  })
  dapps.push(dapp)
  return dapp
}
const eventOnce = <value>(dapp: TestDapp, name: string) =>
  new Promise<value>((resolve) => dapp.provider.once(name, resolve))

beforeAll(async () => {
  anvils = await Promise.all([
    startAnvil({ port: await freePort(), chainId: 31_337 }),
    startAnvil({ port: await freePort(), chainId: 31_338 }),
  ])
  chains = [
    { id: 31_337, name: 'Foyer Devnet', rpcUrl: anvils[0]?.rpcUrl ?? '' },
    { id: 31_338, name: 'Foyer Devnet B', rpcUrl: anvils[1]?.rpcUrl ?? '' },
  ]
  relayPort = await freePort()
  relay = await startRelay({ port: relayPort })
  server = await startServer({ chains, port: 0, relayUrl: relay.url })
})

afterEach(async () => {
  await Promise.all(dapps.splice(0).map((dapp) => dapp.close({ disconnect: true })))
  await control('/disconnect', {})
})

afterAll(async () => {
  await server?.stop() // closes the wallet
  // No socket stays open: the wallet and every dapp closed theirs.
  for (let waited = 0; relay.stats().connections > 0 && waited < 3000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(relay.stats().connections).toBe(0)
  await relay?.close()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

describe('WalletConnect test wallet over HTTP', () => {
  test('default: pairs, connects, signs and sends a transaction', async () => {
    await setPolicy({ decision: 'approve' })
    const dapp = await newDapp()
    const session = await dapp.connect()
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)
    expect(dapp.uris[0]).toMatch(/^wc:/)
    const { sessions } = await state()
    expect(sessions).toHaveLength(1)
    expect(sessions[0].peer.name).toBe('Foyer Test Dapp')

    const message = 'hello foyer'
    const signature = (await dapp.provider.request(
      { method: 'personal_sign', params: [toHex(message), address] },
      'eip155:31337',
    )) as `0x${string}`
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31_337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const typedSignature = (await dapp.provider.request(
      { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] },
      'eip155:31337',
    )) as `0x${string}`
    expect(await verifyTypedData({ address, ...typedData, signature: typedSignature })).toBe(true)

    const client = createPublicClient({ transport: httpTransport(chains[0]?.rpcUrl) })
    const before = await client.getBalance({ address: recipient })
    const hash = (await dapp.provider.request(
      {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: recipient, value: toHex(parseEther('1')) }],
      },
      'eip155:31337',
    )) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1'))
  })

  test("behavior: 'ask' keeps proposals and requests pending until approved or rejected", async () => {
    await setPolicy({ decision: 'ask' })
    const dapp = await newDapp()
    const connecting = dapp.connect()
    await expect.poll(async () => (await state()).pendingProposals.length).toBe(1)
    const [proposal] = (await state()).pendingProposals
    expect(proposal).toMatchObject({ proposer: { name: 'Foyer Test Dapp' } })
    expect(proposal.chains).toEqual(['eip155:31337', 'eip155:31338'])
    const approved = await control(`/proposals/${proposal.id}/approve`, {})
    expect(approved.status).toBe(200)
    const session = await connecting
    expect(approved.body.session.topic).toBe(session?.topic)

    const sign = (text: string) =>
      dapp.provider.request(
        { method: 'personal_sign', params: [toHex(text), address] },
        'eip155:31337',
      )
    const rejected = sign('no').catch((error: { code?: number }) => error)
    await expect.poll(async () => (await state()).pendingRequests.length).toBe(1)
    const [request] = (await state()).pendingRequests
    expect(request).toMatchObject({ method: 'personal_sign', summary: 'Sign "no"' })
    expect((await control(`/requests/${request.id}/reject`, {})).status).toBe(200)
    expect([4001, 5000]).toContain(((await rejected) as { code?: number }).code)

    const signed = sign('yes')
    await expect.poll(async () => (await state()).pendingRequests.length).toBe(1)
    const [next] = (await state()).pendingRequests
    const answer = await control(`/requests/${next.id}/approve`, {})
    expect(answer.status).toBe(200)
    expect(await signed).toBe(answer.body.result)
    expect((await state()).pendingRequests).toEqual([])
  })

  test("behavior: 'reject' turns the session proposal down (user rejection)", async () => {
    await setPolicy({ decision: 'reject' })
    const dapp = await newDapp()
    const error = (await dapp.connect().catch((caught: unknown) => caught)) as { code?: number }
    expect([4001, 5000]).toContain(error.code)
    expect((await state()).sessions).toEqual([])
  })

  test('behavior: emitted events, a chain switch and a wallet disconnect reach the dapp', async () => {
    await setPolicy({ decision: 'approve' })
    const dapp = await newDapp()
    const session = await dapp.connect()
    const topic = session?.topic ?? ''

    const chainChanged = eventOnce<string | number>(dapp, 'chainChanged')
    expect((await control('/emit', { chainChanged: 31_338 })).status).toBe(200)
    expect(Number(await chainChanged)).toBe(31_338)

    const accountsChanged = eventOnce<string[]>(dapp, 'accountsChanged')
    const other = TEST_ACCOUNTS[3].address
    expect((await control('/emit', { accountsChanged: [other] })).status).toBe(200)
    expect(await accountsChanged).toContain(other)

    // Sent straight through the SignClient: UniversalProvider switches approved chains itself.
    const switched = eventOnce<string | number>(dapp, 'chainChanged')
    const result = await dapp.provider.client.request({
      topic,
      chainId: 'eip155:31338',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(31_337) }] },
    })
    expect(result).toBeNull()
    expect(Number(await switched)).toBe(31_337)

    const deleted = eventOnce<{ topic: string }>(dapp, 'session_delete')
    const disconnected = await control('/disconnect', {})
    expect(disconnected.body).toEqual({ disconnected: 1 })
    expect((await deleted).topic).toBe(topic)
    expect((await state()).sessions).toEqual([])
  })

  test('behavior: a relay restart on the same port leaves the session usable', async () => {
    await setPolicy({ decision: 'approve' })
    const dapp = await newDapp()
    await dapp.connect()
    await relay.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    relay = await startRelay({ port: relayPort })
    const message = 'after the restart'
    const signature = (await dapp.provider.request(
      { method: 'personal_sign', params: [toHex(message), address] },
      'eip155:31337',
    )) as `0x${string}`
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(relay.stats().methods.irn_batchSubscribe).toBeGreaterThan(0)
  })

  test('error: controls refuse bad input, unknown ids and foreign pages', async () => {
    expect((await control('/pair', { uri: 'https://example.com' })).status).toBe(400)
    expect((await control('/policy', { decision: 'maybe' })).status).toBe(400)
    expect((await control('/proposals/123/approve', {})).status).toBe(404)
    expect((await control('/requests/123/reject', {})).status).toBe(404)
    expect((await control('/emit', { chainChanged: 'x' })).status).toBe(400)
    expect((await control('/disconnect', { topic: 'nope' })).status).toBe(404)
    const foreign = await http(`${server.url}/devstack/wc-wallet/policy`, {
      body: { decision: 'approve' },
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    const form = await http(`${server.url}/devstack/wc-wallet/policy`, {
      body: { decision: 'approve' },
      headers: { 'content-type': 'text/plain' },
    })
    expect(form.status).toBe(415)
  })

  test('default: GET /wc-wallet serves the page, which sets text without innerHTML', async () => {
    const response = await fetch(`${server.url}/wc-wallet`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<title>Foyer WalletConnect Test Wallet</title>')
    expect(html).toContain('fetch(base + path')
    expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/)
  })
})
