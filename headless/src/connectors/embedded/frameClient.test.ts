// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FrameLoadFailedError, FrameRequestTimeoutError } from '../../errors/alerts.js'
import { FrameReplyError, RequestAbortedError, SomethingWentWrongError } from '../../errors/auth.js'
import { FRAME_URL, fakeFrame } from '../../test/fakeFrame.js'
import { createFrameClient } from './frameClient.js'

const user = {
  email: 'a@b.co',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

const clients: ReturnType<typeof createFrameClient>[] = []
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.useRealTimers()
})

function setup(onAlert = vi.fn()) {
  const client = createFrameClient({
    frameUrl: FRAME_URL,
    projectId: 'p1',
    chainId: 31337,
    version: '1.2.3',
    onAlert,
  })
  clients.push(client)
  return { client, frame: fakeFrame(client.iframe), onAlert }
}

describe('createFrameClient', () => {
  test('default', async () => {
    const { client, frame } = setup()
    const url = new URL(client.iframe.src)
    expect(url.origin).toBe('http://127.0.0.1:8790')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '1.2.3',
      enableLogger: 'false',
      origin: window.location.origin,
    })
    expect(client.iframe.isConnected).toBe(true)
    expect(client.iframe.getAttribute('aria-hidden')).toBe('true')

    const answer = client.request('GET_USER', {})
    frame.ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.posted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.posted).toHaveLength(1)
    const [{ message, targetOrigin } = { message: undefined, targetOrigin: '' }] = frame.posted
    expect(targetOrigin).toBe('http://127.0.0.1:8790')
    expect(message).toMatchObject({ type: '@foyer/app/GET_USER', payload: {} })
    frame.say({ type: '@foyer/frame/GET_USER_SUCCESS', id: message?.id, payload: user })
    await expect(answer).resolves.toEqual(user)
  })

  test('behavior: forged and malformed messages are ignored', async () => {
    const { client, frame } = setup()
    const answer = client.request('GET_USER', {})
    const settled = vi.fn()
    answer.then(settled, settled)
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const id = frame.posted[0]?.message.id
    const reply = { type: '@foyer/frame/GET_USER_SUCCESS', id, payload: user }
    frame.say(reply, { origin: 'http://evil.test' })
    frame.say(reply, { source: window })
    frame.say(reply, { source: null })
    frame.say({ ...reply, payload: { ...user, address: '0x123' } })
    frame.say({ ...reply, payload: { ...user, accounts: 'all' } })
    frame.say({ ...reply, type: '@foyer/frame/IS_CONNECTED_SUCCESS' })
    frame.say({ ...reply, id: 'other' })
    frame.say({ type: '@foyer/frame/GET_USER_ERROR', id, payload: { message: 42 } })
    frame.say('@foyer/frame/GET_USER_SUCCESS')
    await vi.advanceTimersByTimeAsync(10)
    expect(settled).not.toHaveBeenCalled()
    frame.say(reply)
    await expect(answer).resolves.toEqual(user)
  })

  test('behavior: a forged FRAME_READY does not make the frame ready', async () => {
    const { client, frame } = setup()
    client.request('IS_CONNECTED', {}).catch(() => {})
    frame.say({ type: '@foyer/frame/FRAME_READY' }, { origin: 'http://evil.test' })
    frame.say({ type: '@foyer/frame/FRAME_READY' }, { source: window })
    await vi.advanceTimersByTimeAsync(1000)
    expect(frame.posted).toEqual([])
  })

  test('error: an _ERROR reply rejects with its message, or the default one', async () => {
    const { client, frame } = setup()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const first = client.request('SIGN_OUT', {})
    const second = client.request('SIGN_OUT', {})
    await vi.advanceTimersByTimeAsync(0)
    const [a, b] = frame.posted.map(({ message }) => message.id)
    frame.say({ type: '@foyer/frame/SIGN_OUT_ERROR', id: a, payload: { message: 'Nope' } })
    frame.say({ type: '@foyer/frame/SIGN_OUT_ERROR', id: b })
    await expect(first).rejects.toThrow(new FrameReplyError('Nope'))
    await expect(second).rejects.toThrow('An error occurred')
  })

  test('error: the frame does not load in 20 s', async () => {
    const { client, onAlert } = setup()
    const rpc = client.request('RPC_REQUEST', { method: 'eth_blockNumber', chainId: 1 })
    const other = client.request('IS_CONNECTED', {})
    rpc.catch(() => {})
    other.catch(() => {})
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(rpc).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(other).rejects.toBeInstanceOf(SomethingWentWrongError)
    expect(onAlert).toHaveBeenCalledWith(expect.any(FrameLoadFailedError))
    expect(client.failed).toBe(true)
    await expect(client.request('IS_CONNECTED', {})).rejects.toThrow(
      'Network Error - Could not load embedded wallet',
    )
  })

  test('error: a connect request gets no answer in 30 s', async () => {
    const { client, frame, onAlert } = setup()
    frame.ready()
    const email = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const rpc = client.request('RPC_REQUEST', { method: 'eth_blockNumber', chainId: 1 })
    email.catch(() => {})
    rpc.catch(() => {})
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(email).rejects.toThrow(new FrameRequestTimeoutError())
    await expect(rpc).rejects.toThrow('Request was aborted')
    expect(onAlert).toHaveBeenCalledWith(expect.any(FrameRequestTimeoutError))
  })

  test('behavior: destroy removes the frame and rejects what waits', async () => {
    const { client } = setup()
    const waiting = client.request('IS_CONNECTED', {})
    client.destroy()
    await expect(waiting).rejects.toThrow('Something went wrong')
    expect(client.iframe.isConnected).toBe(false)
  })
})
