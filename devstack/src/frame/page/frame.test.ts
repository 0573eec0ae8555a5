import { afterEach, describe, expect, test, vi } from 'vitest'
import { parentOriginOf, startFramePage } from './frame.js'

const APP = 'http://127.0.0.1:5173'

function fakeWindow(search: string, stall = false, pollIntervalMs?: number) {
  const items = new Map<string, string>()
  let onMessage: ((event: MessageEvent) => void) | undefined
  const parent = { postMessage: vi.fn() }
  const win = {
    __FOYER_FRAME_CONFIG__: { stall, chainIds: [31337, 31338], pollIntervalMs },
    location: { search },
    parent,
    document: { body: { textContent: '' } },
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => {
      onMessage = listener
    },
  }
  const send = (data: unknown, origin = APP, source: unknown = parent) =>
    onMessage?.({ data, origin, source } as MessageEvent)
  return { win: win as unknown as Window, parent, send, items }
}

afterEach(() => vi.unstubAllGlobals())

describe('parentOriginOf', () => {
  test('default', () => {
    expect(parentOriginOf(`?origin=${encodeURIComponent(APP)}`)).toBe(APP)
    expect(parentOriginOf('?origin=')).toBeUndefined()
    expect(parentOriginOf('?origin=http://a.test/path')).toBeUndefined()
    expect(parentOriginOf('?origin=nonsense')).toBeUndefined()
    expect(parentOriginOf('')).toBeUndefined()
  })
})

describe('startFramePage', () => {
  test('error: refuses to run without ?origin=', () => {
    const { win, parent } = fakeWindow('?projectId=p')
    startFramePage(win)
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(win.document.body.textContent).toContain('?origin=')
  })

  test('behavior: FRAME_READY to the exact origin; only the parent on that origin is answered', async () => {
    const fetchMock = vi.fn(async () => Response.json({ result: { action: 'VERIFY_OTP' } }))
    vi.stubGlobal('fetch', fetchMock)
    const { win, parent, send } = fakeWindow(`?origin=${encodeURIComponent(APP)}&chainId=31337`)
    startFramePage(win)
    expect(parent.postMessage).toHaveBeenCalledWith({ type: '@foyer/frame/FRAME_READY' }, APP)
    const request = { type: '@foyer/app/CONNECT_EMAIL', id: '1', payload: { email: 'a@b.co' } }
    send(request, 'http://evil.test')
    send(request, APP, {})
    send({ type: '@foyer/app/CONNECT_EMAIL', payload: {} })
    send({ ...request, type: '@foyer/app/NOPE' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchMock).not.toHaveBeenCalled()
    send(request)
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(2))
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: '@foyer/frame/CONNECT_EMAIL_SUCCESS', id: '1', payload: { action: 'VERIFY_OTP' } },
      APP,
    )
  })

  test('behavior: errors reply with { message }; switching network and chain id', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Not signed in' }, { status: 401 }))
    const { win, parent, send } = fakeWindow(`?origin=${encodeURIComponent(APP)}`, true)
    startFramePage(win)
    expect(parent.postMessage).not.toHaveBeenCalled()
    send({ type: '@foyer/app/GET_USER', id: 'a', payload: {} })
    send({ type: '@foyer/app/SWITCH_NETWORK', id: 'b', payload: { chainId: 31338 } })
    send({ type: '@foyer/app/SWITCH_NETWORK', id: 'c', payload: { chainId: 1 } })
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(3))
    const replies = parent.postMessage.mock.calls.map(([message]) => message)
    expect(replies).toContainEqual({
      type: '@foyer/frame/GET_USER_ERROR',
      id: 'a',
      payload: { message: 'Not signed in' },
    })
    expect(replies).toContainEqual({
      type: '@foyer/frame/SWITCH_NETWORK_SUCCESS',
      id: 'b',
      payload: { chainId: 31338 },
    })
    expect(replies).toContainEqual({
      type: '@foyer/frame/SWITCH_NETWORK_ERROR',
      id: 'c',
      payload: { message: 'Chain is not supported' },
    })
    send({ type: '@foyer/app/GET_CHAIN_ID', id: 'd' })
    await vi.waitFor(() =>
      expect(parent.postMessage).toHaveBeenLastCalledWith(
        { type: '@foyer/frame/GET_CHAIN_ID_SUCCESS', id: 'd', payload: { chainId: 31338 } },
        APP,
      ),
    )
  })

  type Call = { path: string; body: Record<string, unknown>; token?: string }
  /** A fake frame server: `answer(path, body)` is its `result` (a thrown error its `error`). */
  function fakeServer(answer: (path: string, body: Record<string, unknown>) => unknown) {
    const calls: Call[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api\//, '')
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      const token = (init.headers as Record<string, string>).authorization
      calls.push({ path, body, ...(token ? { token } : {}) })
      try {
        return Response.json({ result: await answer(path, body) })
      } catch (error) {
        return Response.json({ error: (error as Error).message }, { status: 400 })
      }
    })
    return calls
  }
  const replyTo = (parent: { postMessage: ReturnType<typeof vi.fn> }, id: string) =>
    parent.postMessage.mock.calls.map(([message]) => message).find((message) => message.id === id)

  test('behavior: device approval: a device id kept in storage; CONNECT_DEVICE polls until approved', async () => {
    let polls = 0
    const calls = fakeServer((path) => {
      if (path === 'email') return { action: 'VERIFY_DEVICE' }
      if (path === 'device') return { approved: ++polls >= 3 }
      return { token: 't1' }
    })
    const { win, parent, send, items } = fakeWindow(`?origin=${encodeURIComponent(APP)}`, false, 5)
    startFramePage(win)
    send({ type: '@foyer/app/CONNECT_EMAIL', id: 'e', payload: { email: 'a@b.co' } })
    await vi.waitFor(() =>
      expect(replyTo(parent, 'e')?.payload).toEqual({ action: 'VERIFY_DEVICE' }),
    )
    const deviceId = items.get('foyer-frame:deviceId')
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/)
    expect(calls[0]?.body).toEqual({ email: 'a@b.co', deviceId })
    send({ type: '@foyer/app/CONNECT_DEVICE', id: 'd', payload: {} })
    await vi.waitFor(() =>
      expect(replyTo(parent, 'd')?.type).toBe('@foyer/frame/CONNECT_DEVICE_SUCCESS'),
    )
    expect(polls).toBe(3)
    send({ type: '@foyer/app/CONNECT_OTP', id: 'o', payload: { otp: '123456' } })
    await vi.waitFor(() => expect(replyTo(parent, 'o')?.payload).toEqual({}))
    expect(calls.at(-1)?.body).toEqual({ email: 'a@b.co', otp: '123456', deviceId })
    expect(items.get('foyer-frame:session')).toBe('t1')
  })

  test('behavior: app data and theme go to the sign-in pages; RELOAD stops a Farcaster wait', async () => {
    const calls = fakeServer((path) => {
      if (path === 'social/start') return { uri: 'http://frame.test/social/x/consent?state=s' }
      if (path === 'farcaster/start')
        return { url: 'http://frame.test/farcaster/c1', channel: 'c1' }
      if (path === 'farcaster/poll') return { status: 'pending' }
      return {}
    })
    const { win, parent, send } = fakeWindow(`?origin=${encodeURIComponent(APP)}`, false, 5)
    startFramePage(win)
    send({ type: '@foyer/app/SYNC_DAPP_DATA', id: '1', payload: { metadata: { name: 'Demo' } } })
    send({
      type: '@foyer/app/SYNC_THEME',
      id: '2',
      payload: { themeMode: 'light', themeVariables: { '--foyer-accent': '#123456' } },
    })
    await vi.waitFor(() => expect(replyTo(parent, '2')).toBeDefined())
    send({ type: '@foyer/app/GET_SOCIAL_REDIRECT_URI', id: '3', payload: { provider: 'x' } })
    await vi.waitFor(() =>
      expect(replyTo(parent, '3')?.payload).toEqual({
        uri: 'http://frame.test/social/x/consent?state=s',
      }),
    )
    expect(calls.find((call) => call.path === 'social/start')?.body).toEqual({
      provider: 'x',
      origin: APP,
      app: { name: 'Demo', themeMode: 'light', accent: '#123456' },
    })
    send({ type: '@foyer/app/CONNECT_FARCASTER', id: '4', payload: {} })
    await vi.waitFor(() =>
      expect(replyTo(parent, '4')?.payload).toEqual({
        message: 'No Farcaster sign-in in progress',
      }),
    )
    send({ type: '@foyer/app/GET_FARCASTER_URI', id: '5', payload: {} })
    await vi.waitFor(() =>
      expect(replyTo(parent, '5')?.payload).toEqual({ url: 'http://frame.test/farcaster/c1' }),
    )
    send({ type: '@foyer/app/CONNECT_FARCASTER', id: '6', payload: {} })
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === 'farcaster/poll').length).toBeGreaterThan(1),
    )
    send({ type: '@foyer/app/RELOAD', id: '7', payload: {} })
    await vi.waitFor(() =>
      expect(replyTo(parent, '6')?.payload).toEqual({ message: 'Sign-in was cancelled' }),
    )
    expect(replyTo(parent, '7')?.payload).toEqual({})
    expect(calls.find((call) => call.path === 'farcaster/cancel')?.body).toEqual({ channel: 'c1' })
  })

  test('behavior: accounts: enabled networks, the app default type goes with GET_USER and RPC', async () => {
    const calls = fakeServer((path, body) => (path === 'rpc' ? '0xsig' : body))
    const { win, parent, send, items } = fakeWindow(`?origin=${encodeURIComponent(APP)}`)
    items.set('foyer-frame:session', 'tok')
    startFramePage(win)
    send({ type: '@foyer/app/GET_SMART_ACCOUNT_ENABLED_NETWORKS', id: 'n', payload: {} })
    send({
      type: '@foyer/app/GET_USER',
      id: 'u',
      payload: { chainId: 31338, preferredAccountType: 'eoa' },
    })
    await vi.waitFor(() => expect(replyTo(parent, 'u')).toBeDefined())
    expect(replyTo(parent, 'n')?.payload).toEqual({ smartAccountEnabledNetworks: [31337, 31338] })
    expect(calls.find((call) => call.path === 'user')).toEqual({
      path: 'user',
      body: { chainId: 31338, preferredAccountType: 'eoa' },
      token: 'Bearer tok',
    })
    send({
      type: '@foyer/app/RPC_REQUEST',
      id: 'r',
      payload: { method: 'personal_sign', params: ['0x00'] },
    })
    send({ type: '@foyer/app/SET_PREFERRED_ACCOUNT', id: 'p', payload: { type: 'smartAccount' } })
    send({ type: '@foyer/app/INIT_SMART_ACCOUNT', id: 'i', payload: {} })
    await vi.waitFor(() => expect(replyTo(parent, 'i')).toBeDefined())
    expect(replyTo(parent, 'r')?.payload).toBe('0xsig')
    expect(calls.find((call) => call.path === 'rpc')?.body).toEqual({
      method: 'personal_sign',
      params: ['0x00'],
      chainId: 31338,
      preferredAccountType: 'eoa',
    })
    expect(calls.find((call) => call.path === 'preferred-account')?.body).toEqual({
      type: 'smartAccount',
    })
    expect(calls.find((call) => call.path === 'smart-account')?.body).toEqual({ chainId: 31338 })
  })
})
