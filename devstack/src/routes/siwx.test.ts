// @vitest-environment node
import { createSiwxMessage, createSiwxNonceStore } from '@foyer/headless/siwx'
import { Hono } from 'hono'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS } from '../config.js'
import type { DevstackContext } from '../context.js'
import { createDevstackState } from '../state.js'
import { createSiwxRoutes } from './siwx.js'

// The reference sign-in backend over HTTP, with EOA signatures (EIP-191 needs no chain). Smart
// accounts (EIP-1271/6492) and Solana are in tests/integration/siwx.backend.test.ts.

const site = 'http://127.0.0.1:5173'
const account = privateKeyToAccount(TEST_ACCOUNTS[0].privateKey)
const context: DevstackContext = {
  apiUrl: 'http://127.0.0.1:8787',
  chains: [
    { id: 31_337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:1' },
    { id: 31_338, name: 'Foyer Devnet B', rpcUrl: 'http://127.0.0.1:1' },
  ],
  state: createDevstackState(),
}
let clock = Date.now()
let app: Hono

beforeEach(() => {
  clock = Date.now()
  app = new Hono().route(
    '/',
    createSiwxRoutes(context, {
      origins: [site],
      nonceStore: createSiwxNonceStore({ now: () => clock }),
    }),
  )
})

const call = async (
  method: string,
  path: string,
  options: { body?: unknown; token?: string; origin?: string } = {},
) => {
  const response = await app.request(path, {
    method,
    headers: {
      origin: options.origin ?? site,
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers, read field by field in the tests
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

const nonce = async () => (await call('GET', '/siwx/nonce')).body.nonce as string

/** A message for the demo's site, signed by anvil account #0. */
const signed = async (fields: Record<string, unknown> = {}) => {
  const message = createSiwxMessage({
    chainId: 'eip155:31337',
    accountAddress: account.address,
    domain: '127.0.0.1:5173',
    uri: site,
    version: '1',
    nonce: await nonce(),
    statement: 'Sign in to the Foyer demo',
    ...fields,
  } as never)
  return { message, signature: await account.signMessage({ message }) }
}
const query = `chainId=eip155:31337&address=${account.address.toLowerCase()}`

describe('/siwx', () => {
  test('default: sign in, read who is signed in, list, revoke', async () => {
    const signIn = await call('POST', '/siwx/sessions', { body: { sessions: [await signed()] } })
    expect(signIn.status).toBe(201)
    const token = signIn.body.token as string
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(signIn.body.sessions[0].caipAddress).toBe(`eip155:31337:${account.address}`)

    expect((await call('GET', '/siwx/me', { token })).body).toEqual({
      address: account.address,
      chainId: 'eip155:31337',
      caipAddress: `eip155:31337:${account.address}`,
      accounts: [`eip155:31337:${account.address}`],
    })
    const listed = await call('GET', `/siwx/sessions?${query}`, { token })
    expect(listed.body.sessions).toHaveLength(1)
    expect(listed.body.sessions[0].data.domain).toBe('127.0.0.1:5173')

    expect((await call('DELETE', `/siwx/sessions?${query}`, { token })).body).toEqual({
      revoked: 1,
    })
    expect((await call('GET', `/siwx/sessions?${query}`, { token })).body.sessions).toEqual([])
    const me = await call('GET', '/siwx/me', { token })
    expect(me.status).toBe(401)
    expect(me.body.error.code).toBe('SIWX_NOT_SIGNED_IN')
  })

  test('error: a reused nonce is refused (a replayed message)', async () => {
    const message = await signed()
    expect((await call('POST', '/siwx/sessions', { body: { sessions: [message] } })).status).toBe(
      201,
    )
    const replay = await call('POST', '/siwx/sessions', { body: { sessions: [message] } })
    expect(replay.status).toBe(401)
    expect(replay.body.error).toMatchObject({
      code: 'SIWX_NONCE_REJECTED',
      message: 'The sign-in nonce is unknown, expired or already used',
    })
  })

  test('error: a nonce the backend never issued, and one past its 5 minutes', async () => {
    const unknown = await signed({ nonce: 'abcdef0123456789' })
    expect(
      (await call('POST', '/siwx/sessions', { body: { sessions: [unknown] } })).body.error.code,
    ).toBe('SIWX_NONCE_REJECTED')
    const late = await signed()
    clock += 300_000
    const answer = await call('POST', '/siwx/sessions', { body: { sessions: [late] } })
    expect(answer.status).toBe(401)
    expect(answer.body.error.code).toBe('SIWX_NONCE_REJECTED')
  })

  test('error: a message for another domain', async () => {
    const answer = await call('POST', '/siwx/sessions', {
      body: { sessions: [await signed({ domain: 'evil.example' })] },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.error).toEqual({
      code: 'SIWX_DOMAIN_MISMATCH',
      message: 'The sign-in message is for another domain',
      meta: ['Expected: 127.0.0.1:5173', 'Provided: evil.example'],
    })
  })

  test('error: an expired message', async () => {
    const expired = await signed({ expirationTime: new Date(Date.now() - 1000).toISOString() })
    const answer = await call('POST', '/siwx/sessions', { body: { sessions: [expired] } })
    expect(answer.status).toBe(401)
    expect(answer.body.error.code).toBe('SIWX_MESSAGE_EXPIRED')
  })

  test('error: a signature of another account, a network not served, a bad body', async () => {
    const other = await signed()
    other.signature = await privateKeyToAccount(TEST_ACCOUNTS[1].privateKey).signMessage({
      message: other.message,
    })
    const answer = await call('POST', '/siwx/sessions', { body: { sessions: [other] } })
    expect(answer.status).toBe(401)
    expect(answer.body.error.code).toBe('SIWX_INVALID_SIGNATURE')
    expect((await call('POST', '/siwx/sessions', { body: { sessions: 'no' } })).body.error).toEqual(
      {
        code: 'SIWX_INVALID_PARAMETER',
        message: 'Invalid sign-in parameter',
        meta: ['Parameter: sessions', 'Rule: a list of { message: string, signature: string }'],
      },
    )
    const mainnet = await call('POST', '/siwx/sessions', {
      body: { sessions: [await signed({ chainId: 'eip155:1' })] },
    })
    expect(mainnet.body.error.code).toBe('SIWX_CHAIN_MISMATCH')
  })

  test('error: a request from an origin the backend does not sign in for', async () => {
    const answer = await call('POST', '/siwx/sessions', {
      origin: 'https://evil.example',
      body: { sessions: [await signed()] },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('SIWX_UNKNOWN_SITE')
  })

  test('behavior: one nonce signed on two networks in one request (one-click), PUT replaces', async () => {
    const first = await signed()
    const nonceOfFirst = /Nonce: (\w+)/.exec(first.message)?.[1]
    const second = await signed({ chainId: 'eip155:31338', nonce: nonceOfFirst })
    const both = await call('PUT', '/siwx/sessions', { body: { sessions: [first, second] } })
    expect(both.status).toBe(201)
    const token = both.body.token as string
    expect(
      both.body.sessions.map((session: { caipAddress: string }) => session.caipAddress),
    ).toEqual([`eip155:31337:${account.address}`, `eip155:31338:${account.address}`])
    // The batch consumed the nonce: a third message with it is a replay.
    const third = await signed({ chainId: 'eip155:31338', nonce: nonceOfFirst })
    expect(
      (await call('POST', '/siwx/sessions', { token, body: { sessions: [third] } })).body.error
        .code,
    ).toBe('SIWX_NONCE_REJECTED')
    // PUT with the token replaces its sessions: only 31338 remains.
    const replaced = await call('PUT', '/siwx/sessions', {
      token,
      body: { sessions: [await signed({ chainId: 'eip155:31338' })] },
    })
    expect(replaced.body.token).toBe(token)
    expect((await call('GET', `/siwx/sessions?${query}`, { token })).body.sessions).toEqual([])
    expect((await call('GET', '/siwx/me', { token })).body.chainId).toBe('eip155:31338')
  })
})
