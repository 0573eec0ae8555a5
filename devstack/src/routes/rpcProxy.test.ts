// @vitest-environment node
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEVSTACK_COLLECTIBLES, TEST_ACCOUNTS } from '../config.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

const rpc = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params })

describe('POST /v1 (RPC proxy)', () => {
  test('default: chainId + projectId select the right anvil', async () => {
    const a = await http(`${stack.api}/v1?chainId=eip155:31337&projectId=test`, {
      body: rpc('eth_chainId'),
    })
    const b = await http(`${stack.api}/v1?chainId=eip155:31338&projectId=test`, {
      body: rpc('eth_chainId'),
    })
    expect([a.body.result, b.body.result]).toEqual(['0x7a69', '0x7a6a'])
  })
  test('behavior: batches and node errors pass through', async () => {
    const { body } = await http(`${stack.api}/v1?chainId=eip155:31337&projectId=test`, {
      body: [rpc('eth_chainId'), { ...rpc('eth_nope'), id: 2 }],
    })
    expect(body[0].result).toBe('0x7a69')
    expect(body[1].error.code).toBe(-32601)
  })
  test('error: missing projectId, unknown chain', async () => {
    expect(
      (await http(`${stack.api}/v1?chainId=eip155:31337`, { body: rpc('eth_chainId') })).status,
    ).toBe(401)
    expect(
      (await http(`${stack.api}/v1?chainId=eip155:1&projectId=test`, { body: rpc('eth_chainId') }))
        .status,
    ).toBe(400)
  })
})

describe('sessions', () => {
  test('behavior: create, get, and revoke with the account signature', async () => {
    const account = privateKeyToAccount(TEST_ACCOUNTS[0].privateKey)
    const id = `eip155:31337:${account.address}`
    const created = await http(`${stack.api}/v1/sessions/${id}`, {
      body: { permissions: [{ type: 'native-token-recurring-allowance' }] },
    })
    expect(created.status).toBe(201)
    const { pci } = created.body
    const listed = await http(`${stack.api}/v1/sessions/${id}`)
    expect(listed.body.pcis).toMatchObject([{ pci, revoked: false, address: account.address }])

    const bad = await http(`${stack.api}/v1/sessions/${id}/revoke`, {
      body: {
        pci,
        signature: await privateKeyToAccount(TEST_ACCOUNTS[1].privateKey).signMessage({
          message: pci,
        }),
      },
    })
    expect(bad.status).toBe(401)
    const revoked = await http(`${stack.api}/v1/sessions/${id}/revoke`, {
      body: { pci, signature: await account.signMessage({ message: pci }) },
    })
    expect(revoked.status).toBe(200)
    expect((await http(`${stack.api}/v1/sessions/${id}`)).body.pcis[0].revoked).toBe(true)
  })
  test('error: unknown pci, bad account id', async () => {
    const id = `eip155:31337:${TEST_ACCOUNTS[2].address}`
    expect(
      (
        await http(`${stack.api}/v1/sessions/${id}/revoke`, {
          body: { pci: 'nope', signature: '0x00' },
        })
      ).status,
    ).toBe(404)
    expect((await http(`${stack.api}/v1/sessions/not-an-account`)).status).toBe(400)
  })
})

describe('GET /v1/nft/{chainId}/{contract}/{tokenId}', () => {
  test('default: metadata of the seeded collection, image on loopback', async () => {
    const { body } = await http(
      `${stack.api}/v1/nft/31337/${DEVSTACK_COLLECTIBLES.address.toLowerCase()}/2`,
    )
    expect(body).toMatchObject({
      name: 'Foyer Collectibles #2',
      image: `${stack.api}/public/getAssetImage/nft-2`,
    })
  })
  test('error: unknown collection', async () => {
    expect(
      (await http(`${stack.api}/v1/nft/31337/0x0000000000000000000000000000000000000001/2`)).status,
    ).toBe(404)
  })
})
