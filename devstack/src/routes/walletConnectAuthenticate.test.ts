// @vitest-environment node
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { WC_WALLET_ACCOUNT } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import { type StartServerReturnType, startServer } from '../server.js'
import { freePort } from '../testing/freePort.js'
import { http } from '../testing/startTestDevstack.js'
import { createTestDapp, DAPP_METHODS, type TestDapp } from '../testing/wcDapp.js'
import { type StartRelayReturnType, startRelay } from '../walletconnect/relay.js'

// One-click sign-in (`wc_sessionAuthenticate`) answered by the WalletConnect test wallet through
// its HTTP controls, as a UniversalProvider dapp's `authenticate` sends it.

const address = WC_WALLET_ACCOUNT.address
let anvils: StartAnvilReturnType[] = []
let chains: DevstackChainInfo[] = []
let relay: StartRelayReturnType
let server: StartServerReturnType
const dapps: TestDapp[] = []

const control = (path: string, body?: unknown) =>
  http(`${server.url}/devstack/wc-wallet${path}`, body === undefined ? {} : { body })
const state = async () => (await control('/state')).body

beforeAll(async () => {
  anvils = await Promise.all([
    startAnvil({ port: await freePort(), chainId: 31_337 }),
    startAnvil({ port: await freePort(), chainId: 31_338 }),
  ])
  chains = [
    { id: 31_337, name: 'Foyer Devnet', rpcUrl: anvils[0]?.rpcUrl ?? '' },
    { id: 31_338, name: 'Foyer Devnet B', rpcUrl: anvils[1]?.rpcUrl ?? '' },
  ]
  relay = await startRelay({ port: await freePort() })
  server = await startServer({ chains, port: 0, relayUrl: relay.url })
})

afterEach(async () => {
  await Promise.all(dapps.splice(0).map((dapp) => dapp.close({ disconnect: true })))
  await control('/disconnect', {})
})

afterAll(async () => {
  await server?.stop()
  await relay?.close()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

/** A dapp asking to sign in on both chains, its URI pasted into the wallet. */
async function authenticate() {
  const dapp = await createTestDapp({
    relayUrl: relay.url,
    chains,
    onUri: (uri) => void control('/pair', { uri }),
  })
  dapps.push(dapp)
  const answer = dapp.provider.authenticate({
    chains: chains.map((chain) => `eip155:${chain.id}`),
    domain: 'app.example',
    uri: 'https://app.example',
    nonce: 'n0nce12345',
    statement: 'Sign in to the app',
    methods: DAPP_METHODS,
  })
  answer.catch(() => {})
  await expect.poll(async () => (await state()).pendingAuthentications.length).toBe(1)
  const [pending] = (await state()).pendingAuthentications
  return { dapp, answer, pending }
}

describe('one-click sign-in in the WalletConnect test wallet', () => {
  test('default: approve signs a CACAO per chain and grants the session', async () => {
    await control('/policy', { decision: 'ask' })
    const { dapp, answer, pending } = await authenticate()
    expect(pending).toMatchObject({
      requester: { name: 'Foyer Test Dapp' },
      chains: ['eip155:31337', 'eip155:31338'],
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'n0nce12345',
    })
    // The SDK's fallback proposal never shows: the wallet answers authentication.
    expect((await state()).pendingProposals).toEqual([])

    const approved = await control(`/authentications/${pending.id}/approve`, {})
    expect(approved.status).toBe(200)
    const { auths, session } = await answer
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:31337:${address}`,
      `did:pkh:eip155:31338:${address}`,
    ])
    for (const cacao of auths ?? []) {
      const message = dapp.provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      expect(message).toContain('app.example wants you to sign in with your Ethereum account:')
      expect(await verifyMessage({ address, message, signature: cacao.s.s as `0x${string}` })).toBe(
        true,
      )
    }
    expect(session?.namespaces.eip155?.accounts).toEqual(
      expect.arrayContaining([`eip155:31337:${address}`, `eip155:31338:${address}`]),
    )
    expect((await state()).sessions).toHaveLength(1)
  })

  test('behavior: reject turns the dapp down; unknown ids answer 404', async () => {
    await control('/policy', { decision: 'ask' })
    const { answer, pending } = await authenticate()
    expect((await control(`/authentications/${pending.id}/reject`, {})).status).toBe(200)
    await expect(answer).rejects.toBeDefined()
    expect((await state()).sessions).toEqual([])
    expect((await control(`/authentications/${pending.id}/approve`, {})).status).toBe(404)
  })

  test("behavior: the policy's session_proposal decision applies when session_authenticate is not named", async () => {
    await control('/policy', { decision: 'ask', methods: { session_proposal: 'approve' } })
    const dapp = await createTestDapp({
      relayUrl: relay.url,
      chains,
      onUri: (uri) => void control('/pair', { uri }),
    })
    dapps.push(dapp)
    const { auths } = await dapp.provider.authenticate({
      chains: ['eip155:31337'],
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'n0nce12345',
      methods: DAPP_METHODS,
    })
    expect(auths).toHaveLength(1)
  })
})
