// @vitest-environment node
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS } from '../config.js'
import { http, useTestDevstack } from '../testing/startTestDevstack.js'

const stack = useTestDevstack()

const alice = privateKeyToAccount(TEST_ACCOUNTS[0].privateKey)
const bob = privateKeyToAccount(TEST_ACCOUNTS[1].privateKey)
/** ENSIP-11 coin type of chain 31337. */
const coinType = (0x80000000 | 31_337) >>> 0

async function registration(
  name: string,
  signer = alice,
  overrides: { timestamp?: number; address?: string } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: overrides.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: coinType,
    address: overrides.address ?? signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

describe('POST /v1/profile/account', () => {
  test('default: registers a name signed by its address; lookup, reverse and identity find it', async () => {
    const registered = await http(`${stack.api}/v1/profile/account`, {
      body: await registration('alice-dev.reown.id'),
    })
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({
      name: 'alice-dev.reown.id',
      addresses: { [String(coinType)]: { address: alice.address } },
      attributes: {},
    })
    expect(
      (await http(`${stack.api}/v1/profile/account/alice-dev.reown.id?apiVersion=2`)).body.name,
    ).toBe('alice-dev.reown.id')
    const reverse = await http(
      `${stack.api}/v1/profile/reverse/${alice.address}?sender=${alice.address}&apiVersion=2`,
    )
    expect(reverse.body.map((record: { name: string }) => record.name)).toEqual([
      'alice-dev.reown.id',
    ])
    expect(
      (await http(`${stack.api}/v1/identity/${alice.address}?sender=${alice.address}`)).body,
    ).toEqual({
      name: 'alice-dev.reown.id',
      avatar: null,
    })
  })

  test('error: a bad signature is refused', async () => {
    const body = await registration('mallory.reown.id', bob, { address: alice.address })
    const refused = await http(`${stack.api}/v1/profile/account`, { body })
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ error: 'Invalid signature' })
    expect((await http(`${stack.api}/v1/profile/account/mallory.reown.id`)).status).toBe(404)

    // A signature over a different message is refused too.
    const other = await registration('mallory.reown.id')
    const tampered = { ...other, message: other.message.replace('mallory', 'mallorx') }
    expect((await http(`${stack.api}/v1/profile/account`, { body: tampered })).status).toBe(401)
  })

  test('error: invalid name, stale timestamp, malformed message', async () => {
    const short = await http(`${stack.api}/v1/profile/account`, {
      body: await registration('abc.reown.id'),
    })
    expect(short.status).toBe(400)
    const symbols = await http(`${stack.api}/v1/profile/account`, {
      body: await registration('al_ice.reown.id'),
    })
    expect(symbols.status).toBe(400)
    const stale = await http(`${stack.api}/v1/profile/account`, {
      body: await registration('stale-name.reown.id', alice, { timestamp: 1_000_000 }),
    })
    expect(stale.status).toBe(400)
    const notJson = { ...(await registration('okname.reown.id')), message: 'hello' }
    expect((await http(`${stack.api}/v1/profile/account`, { body: notJson })).status).toBe(400)
  })

  test('error: a name owned by another address', async () => {
    await http(`${stack.api}/v1/profile/account`, {
      body: await registration('taken-name.reown.id'),
    })
    const conflict = await http(`${stack.api}/v1/profile/account`, {
      body: await registration('taken-name.reown.id', bob),
    })
    expect(conflict.status).toBe(409)
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  test('default: suggestions in the zone with their registration state', async () => {
    await http(`${stack.api}/v1/profile/account`, { body: await registration('sugar.reown.id') })
    const { body } = await http(`${stack.api}/v1/profile/suggestions/sugar?zone=reown.id`)
    expect(body.suggestions[0]).toEqual({ name: 'sugar.reown.id', registered: true })
    expect(body.suggestions.slice(1).every((s: { registered: boolean }) => !s.registered)).toBe(
      true,
    )
    expect(body.suggestions.length).toBeGreaterThan(2)
  })
})

describe('GET /v1/identity/{address}', () => {
  test('default: no name for an unknown address', async () => {
    expect((await http(`${stack.api}/v1/identity/${TEST_ACCOUNTS[4].address}`)).body).toEqual({
      name: null,
      avatar: null,
    })
  })
  test('error: invalid address', async () => {
    expect((await http(`${stack.api}/v1/identity/0x12`)).status).toBe(400)
  })
})
