import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { DEVSTACK_CHAIN_A_ID } from '../config.js'
import { freePort } from '../testing/freePort.js'
import { type StartFrameServerReturnType, startFrameServer } from './startFrameServer.js'

const APP = 'http://127.0.0.1:5173'
let anvil: StartAnvilReturnType
let server: StartFrameServerReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: DEVSTACK_CHAIN_A_ID })
  server = await startFrameServer({
    chains: [{ id: DEVSTACK_CHAIN_A_ID, name: 'A', rpcUrl: anvil.rpcUrl }],
    port: 0,
  })
}, 30_000)
afterAll(async () => {
  await server?.stop()
  await anvil?.stop()
})

/** The JSON answers of the routes under test (their values are strings). */
type Fields = {
  uri: string
  url: string
  channel: string
  token: string
  userName: string
  address: string
  email?: string
  status: string
  error: string
  resultUri: string
  redirectUrl: string
}
type Answer = Fields & { result: Fields }

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(path.startsWith('http') ? path : `${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Answer }
}
const app = { name: 'Demo <App>', themeMode: 'light', accent: '#ff0066' }

describe('social login', () => {
  test('default: consent page, result, one-time exchange for a session of provider + name', async () => {
    const { json: start } = await post('/api/social/start', {
      provider: 'github',
      origin: APP,
      app,
    })
    const uri = start.result.uri as string
    expect(uri).toMatch(new RegExp(`^${server.url}/social/github/consent\\?state=[0-9a-f]{32}$`))
    const page = await fetch(uri)
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain('Sign in with GitHub')
    expect(html).toContain('Demo &#60;App&#62;')
    expect(html).not.toContain('Demo <App>')
    expect(html).toContain('value="ada"')
    expect(html).toContain('color-scheme:light')
    expect(html).toContain('#ff0066')
    expect(html).toContain(JSON.stringify(APP))
    expect(html).toContain('@foyer/social/RESULT')
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!127\.0\.0\.1|localhost)/)

    const { json: consent } = await post(uri, { userName: 'ada' })
    expect(consent).toEqual({
      resultUri: expect.stringMatching(
        new RegExp(`^${server.url}/social/result\\?provider=github&code=[0-9a-f]{32}$`),
      ),
    })
    // The state is single use.
    expect((await post(uri, { userName: 'ada' })).status).toBe(404)
    const { json: connected } = await post('/api/social/connect', { uri: consent.resultUri })
    expect(connected.result).toEqual({ token: expect.any(String), userName: 'ada' })
    const user = (await post('/api/user', {}, connected.result.token)).json.result
    expect(user).toMatchObject({ userName: 'ada' })
    expect(user.email).toBeUndefined()
    // Reusing the result fails.
    expect((await post('/api/social/connect', { uri: consent.resultUri })).json).toEqual({
      error: 'Invalid or expired social sign-in result',
    })
    // The same provider and name is the same user; another provider is another user.
    const again = async (provider: string, userName: string) => {
      const { json } = await post('/api/social/start', { provider, origin: APP })
      const { json: result } = await post(json.result.uri, { userName })
      const { json: session } = await post('/api/social/connect', { uri: result.resultUri })
      return (await post('/api/user', {}, session.result.token)).json.result.address
    }
    expect(await again('github', 'Ada')).toBe(user.address)
    expect(await again('google', 'ada')).not.toBe(user.address)
  })

  test('behavior: Cancel gives access_denied; the redirect flow keeps the app URL query', async () => {
    const { json: start } = await post('/api/social/start', {
      provider: 'x',
      origin: APP,
      redirectUri: `${APP}/mini-app?tgWebAppStartParam=1#top`,
    })
    const { json: cancelled } = await post(start.result.uri, { cancel: true })
    expect(cancelled.resultUri).toBe(`${server.url}/social/result?provider=x&error=access_denied`)
    const redirect = new URL(cancelled.redirectUrl)
    expect(redirect.origin + redirect.pathname).toBe(`${APP}/mini-app`)
    expect(redirect.searchParams.get('tgWebAppStartParam')).toBe('1')
    expect(redirect.searchParams.get('result_uri')).toBe(cancelled.resultUri)
    expect((await post('/api/social/connect', { uri: cancelled.resultUri })).json).toEqual({
      error: 'Social sign-in was cancelled',
    })

    const { json: next } = await post('/api/social/start', {
      provider: 'discord',
      origin: APP,
      redirectUri: `${APP}/`,
    })
    const { json: ok } = await post(next.result.uri, { userName: 'grace' })
    expect(new URL(ok.redirectUrl).searchParams.get('result_uri')).toBe(ok.resultUri)
    expect((await post('/api/social/connect', { uri: ok.resultUri })).json.result.userName).toBe(
      'grace',
    )
  })

  test('error: provider, origin, redirectUri, user name, unknown state and result', async () => {
    const start = (body: Record<string, unknown>) => post('/api/social/start', body)
    expect((await start({ provider: 'myspace', origin: APP })).json).toEqual({
      error: 'Unsupported social provider myspace',
    })
    expect((await start({ provider: 'google', origin: `${APP}/path` })).json).toEqual({
      error: 'Invalid app origin',
    })
    expect(
      (await start({ provider: 'google', origin: APP, redirectUri: 'http://evil.test/' })).json,
    ).toEqual({ error: 'Invalid redirectUri' })
    const { json } = await start({ provider: 'apple', origin: APP })
    expect((await post(json.result.uri, { userName: '<script>' })).json).toEqual({
      error: 'Invalid user name',
    })
    expect((await fetch(`${server.url}/social/apple/consent?state=nope`)).status).toBe(404)
    expect((await fetch(json.result.uri.replace('/apple/', '/google/'))).status).toBe(404)
    expect((await post('/api/social/connect', { uri: 'nonsense' })).status).toBe(400)
  })
})

describe('Farcaster', () => {
  test('default: approval page; pending until approved; then a session (once)', async () => {
    const { json: start } = await post('/api/farcaster/start', { app })
    const { url, channel } = start.result
    expect(url).toBe(`${server.url}/farcaster/${channel}`)
    const html = await (await fetch(url)).text()
    expect(html).toContain('Demo &#60;App&#62;')
    expect(html).toContain('Approve')
    expect(html).toContain('Reject')
    expect((await post('/api/farcaster/poll', { channel })).json.result).toEqual({
      status: 'pending',
    })
    expect((await post(url, { userName: 'dwr' })).json).toEqual({
      status: 'approved',
      userName: 'dwr',
    })
    expect((await post(url, { userName: 'dwr' })).json).toEqual({ error: 'Already answered' })
    const { json: done } = await post('/api/farcaster/poll', { channel })
    expect(done.result).toEqual({ status: 'approved', token: expect.any(String), userName: 'dwr' })
    expect((await post('/api/user', {}, done.result.token)).json.result.userName).toBe('dwr')
    expect((await post('/api/farcaster/poll', { channel })).status).toBe(404)
  })

  test('error: rejected, cancelled (RELOAD), unknown channel', async () => {
    const { json: first } = await post('/api/farcaster/start', {})
    await post(first.result.url, { reject: true })
    expect((await post('/api/farcaster/poll', { channel: first.result.channel })).json).toEqual({
      error: 'Farcaster sign-in was rejected',
    })
    const { json: second } = await post('/api/farcaster/start', {})
    await post('/api/farcaster/cancel', { channel: second.result.channel })
    expect((await fetch(second.result.url)).status).toBe(404)
    expect((await post('/api/farcaster/poll', { channel: second.result.channel })).json).toEqual({
      error: 'Unknown or expired Farcaster sign-in',
    })
  })
})
