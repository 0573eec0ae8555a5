import { afterEach, describe, expect, test, vi } from 'vitest'
import { parentOriginOf, startFramePage } from './frame.js'

const APP = 'http://127.0.0.1:5173'

function fakeWindow(search: string, stall = false) {
  const items = new Map<string, string>()
  let onMessage: ((event: MessageEvent) => void) | undefined
  const parent = { postMessage: vi.fn() }
  const win = {
    __FOYER_FRAME_CONFIG__: { stall, chainIds: [31337, 31338] },
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
})
