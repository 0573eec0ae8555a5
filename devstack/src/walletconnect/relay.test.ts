// @vitest-environment node
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { freePort } from '../testing/freePort.js'
import { probeRelay, type StartRelayReturnType, startRelay } from './relay.js'
import { subscriptionId } from './relayHub.js'

// Raw websocket clients speak the protocol the SDK speaks (see
// /work/shared/notes/walletconnect-offline.md): JWT in ?auth=, string ids, acks.

// biome-ignore lint/suspicious/noExplicitAny: protocol tests read arbitrary JSON shapes
type Json = any
type Frame = { id: number | string; method?: string; params?: Json; result?: Json; error?: Json }

const jwtFor = async (
  keyPair = generateKeyPair(),
  { ttl = 86_400, iat }: { ttl?: number; iat?: number } = {},
) => signJWT('sub', 'ws://127.0.0.1', ttl, keyPair, iat)

const sockets = new Set<WebSocket>()

/** A raw relay client: requests with string ids, every incoming frame queued. */
async function connect(url: string, keyPair = generateKeyPair()) {
  const ws = new WebSocket(`${url}/?auth=${await jwtFor(keyPair)}&projectId=test`)
  sockets.add(ws)
  const frames: Frame[] = []
  const waiters: Array<() => void> = []
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  /** Waits for (and removes) the first frame matching `match`. */
  const take = async (match: (frame: Frame) => boolean, timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = frames.findIndex(match)
      if (index !== -1) return frames.splice(index, 1)[0] as Frame
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('no matching frame')
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, left)
      })
    }
  }
  let counter = 0
  const request = async (method: string, params: unknown) => {
    const id = `17952881121723924${String(counter++).padStart(2, '0')}`
    ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return take((frame) => frame.id === id && frame.method === undefined)
  }
  const nextMessage = (timeoutMs?: number) =>
    take((frame) => frame.method === 'irn_subscription', timeoutMs)
  const ack = (frame: Frame) =>
    ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  const close = () =>
    new Promise<void>((resolve) => {
      if (ws.readyState === WebSocket.CLOSED) return resolve()
      ws.once('close', () => resolve())
      ws.close()
    })
  return { ws, frames, request, nextMessage, ack, close, keyPair }
}

/** Resolves with the HTTP status the relay answers an upgrade with (101 when it opens). */
const upgradeStatus = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      ws.terminate()
    })
    ws.once('open', () => {
      resolve(101)
      ws.terminate()
    })
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })

let relay: StartRelayReturnType
beforeEach(async () => {
  relay = await startRelay({ port: 0 })
})
afterEach(async () => {
  for (const ws of sockets) ws.terminate()
  sockets.clear()
  await relay.close()
})

describe('startRelay', () => {
  test('default: listens on loopback, answers /health', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(await probeRelay(relay.url)).toBe(true)
    const status = await upgradeStatus(`${relay.url}/?auth=${await jwtFor()}`)
    expect(status).toBe(101)
  })

  test('error: a missing, malformed, tampered or expired JWT gets HTTP 401', async () => {
    const valid = await jwtFor()
    const [header, payload, signature] = valid.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    )
    const tampered = [header, forged, signature].join('.')
    const now = Math.floor(Date.now() / 1000)
    const expired = await jwtFor(generateKeyPair(), { ttl: 60, iat: now - 120 })
    expect(await upgradeStatus(`${relay.url}/`)).toBe(401)
    expect(await upgradeStatus(`${relay.url}/?auth=not-a-jwt`)).toBe(401)
    expect(await upgradeStatus(`${relay.url}/?auth=${tampered}`)).toBe(401)
    expect(await upgradeStatus(`${relay.url}/?auth=${expired}`)).toBe(401)
    expect(relay.stats().connections).toBe(0)
  })

  test('behavior: publish reaches every other subscriber, never the publisher; ids echoed', async () => {
    const [a, b, c] = [await connect(relay.url), await connect(relay.url), await connect(relay.url)]
    const subscribed = await a.request('irn_subscribe', { topic: 't1' })
    expect(subscribed.id).toBe('1795288112172392400') // the string id, exactly
    expect(typeof subscribed.result).toBe('string')
    await b.request('irn_subscribe', { topic: 't1' })
    await c.request('irn_subscribe', { topic: 'other' })

    const published = await a.request('irn_publish', {
      topic: 't1',
      message: 'm1',
      ttl: 300,
      tag: 1108,
    })
    expect(published.result).toBe(true)
    const delivered = await b.nextMessage()
    expect(Number.isSafeInteger(delivered.id)).toBe(true)
    expect(delivered.params).toMatchObject({
      data: { topic: 't1', message: 'm1', attestation: '', tag: 1108 },
    })
    expect(typeof delivered.params.data.publishedAt).toBe('number')
    await expect(a.nextMessage(200)).rejects.toThrow('no matching frame')
    await expect(c.nextMessage(200)).rejects.toThrow('no matching frame')
  })

  test('behavior: the mailbox flushes on subscribe; acked mail is not re-sent, un-acked is on reconnect', async () => {
    const dapp = await connect(relay.url)
    await dapp.request('irn_publish', { topic: 'box', message: 'one', ttl: 300, tag: 1 })
    await dapp.request('irn_publish', { topic: 'box', message: 'two', ttl: 300, tag: 1 })

    const keyPair = generateKeyPair()
    const wallet = await connect(relay.url, keyPair)
    const subscribed = await wallet.request('irn_subscribe', { topic: 'box' })
    const first = await wallet.nextMessage()
    const second = await wallet.nextMessage()
    expect([first.params.data.message, second.params.data.message].sort()).toEqual(['one', 'two'])
    expect(first.params.id).toBe(subscribed.result)
    wallet.ack(first)
    await expect.poll(() => relay.stats().acked).toBe(1)
    await wallet.close()

    // Same client id (same key) on a new socket: only the un-acked message comes again.
    const again = await connect(relay.url, keyPair)
    const batch = await again.request('irn_batchSubscribe', { topics: ['box'] })
    expect(batch.result).toEqual([subscribed.result])
    const redelivered = await again.nextMessage()
    expect(redelivered.params.data.message).toBe(second.params.data.message)
    await expect(again.nextMessage(200)).rejects.toThrow('no matching frame')
  })

  test('behavior: messages expire after their TTL', async () => {
    const dapp = await connect(relay.url)
    await dapp.request('irn_publish', { topic: 'ttl', message: 'short', ttl: 0.05, tag: 1 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const wallet = await connect(relay.url)
    await wallet.request('irn_subscribe', { topic: 'ttl' })
    await expect(wallet.nextMessage(200)).rejects.toThrow('no matching frame')
    expect(relay.stats().stored).toBe(0)
  })

  test('behavior: wc_proposeSession and wc_approveSession subscribe the sender and publish', async () => {
    const dapp = await connect(relay.url)
    const wallet = await connect(relay.url)
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic: 'pairing',
      sessionProposal: 'proposal',
      ttl: 300,
      tag: 1100,
    })
    expect(proposed.result).toBe(true)
    expect((await wallet.nextMessage()).params.data).toMatchObject({
      message: 'proposal',
      tag: 1100,
    })

    const approved = await wallet.request('wc_approveSession', {
      sessionTopic: 'session',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect(approved.result).toBe(true)
    // The dapp was subscribed to the pairing topic by wc_proposeSession.
    expect((await dapp.nextMessage()).params.data).toMatchObject({
      topic: 'pairing',
      message: 'response',
    })
    // The settlement waits in the mailbox until the dapp subscribes to the session topic.
    await dapp.request('irn_subscribe', { topic: 'session' })
    expect((await dapp.nextMessage()).params.data).toMatchObject({
      topic: 'session',
      message: 'settle',
    })
    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.request('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.nextMessage()).params.data.message).toBe('request')
  })

  test('behavior: unsubscribe stops delivery; stubs answer', async () => {
    const dapp = await connect(relay.url)
    const wallet = await connect(relay.url)
    await wallet.request('irn_subscribe', { topic: 'u' })
    const id = subscriptionId('u', 'irrelevant')
    expect((await wallet.request('irn_unsubscribe', { topic: 'u', id })).result).toBe(true)
    await dapp.request('irn_publish', { topic: 'u', message: 'late', ttl: 300, tag: 1 })
    await expect(wallet.nextMessage(200)).rejects.toThrow('no matching frame')
    expect((await wallet.request('irn_batchFetchMessages', { topics: ['u'] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    expect((await wallet.request('irn_batchUnsubscribe', { subscriptions: [] })).result).toBe(true)
    expect((await wallet.request('irn_batchPublish', { messages: [] })).result).toBe(true)
  })

  test('error: unknown methods and invalid params are JSON-RPC errors', async () => {
    const client = await connect(relay.url)
    expect((await client.request('irn_nope', {})).error).toMatchObject({ code: -32601 })
    expect((await client.request('irn_publish', { topic: 1 })).error).toMatchObject({
      code: -32602,
    })
  })

  test('behavior: pings every pingIntervalMs', async () => {
    const fast = await startRelay({ port: 0, pingIntervalMs: 50 })
    try {
      const client = await connect(fast.url)
      await new Promise<void>((resolve) => client.ws.once('ping', () => resolve()))
      expect(client.ws.readyState).toBe(WebSocket.OPEN)
    } finally {
      await fast.close()
    }
  })

  test('behavior: a relay restarted on the same port serves reconnecting clients', async () => {
    const port = await freePort()
    const first = await startRelay({ port })
    const keyPair = generateKeyPair()
    const wallet = await connect(first.url, keyPair)
    await wallet.request('irn_subscribe', { topic: 'r' })
    const closed = new Promise<void>((resolve) => wallet.ws.once('close', () => resolve()))
    await first.close()
    await closed

    const second = await startRelay({ port })
    try {
      expect(second.url).toBe(first.url)
      const resumed = await connect(second.url, keyPair)
      await resumed.request('irn_batchSubscribe', { topics: ['r'] })
      const dapp = await connect(second.url)
      await dapp.request('irn_publish', { topic: 'r', message: 'after restart', ttl: 300, tag: 1 })
      expect((await resumed.nextMessage()).params.data.message).toBe('after restart')
    } finally {
      await second.close()
    }
  })
  test('behavior: restart() drops every socket and the state, and listens again on the same port', async () => {
    const relay = await startRelay({ port: 0 })
    try {
      const keyPair = generateKeyPair()
      const wallet = await connect(relay.url, keyPair)
      await wallet.request('irn_subscribe', { topic: 'kept' })
      const closed = new Promise<void>((resolve) => wallet.ws.once('close', () => resolve()))
      await relay.restart()
      await closed
      expect(relay.restarts()).toBe(1)
      expect(relay.stats().connections).toBe(0)
      expect(await probeRelay(relay.url)).toBe(true)

      // The old subscription is gone with the state: a message published now is kept in the
      // mailbox and reaches the client once it subscribes again, as the SDK does on reconnect.
      const dapp = await connect(relay.url)
      await dapp.request('irn_publish', {
        topic: 'kept',
        message: 'after restart',
        ttl: 300,
        tag: 1,
      })
      const resumed = await connect(relay.url, keyPair)
      await resumed.request('irn_batchSubscribe', { topics: ['kept'] })
      expect((await resumed.nextMessage()).params.data.message).toBe('after restart')
      expect(relay.stats().connections).toBe(2)
    } finally {
      await relay.close()
    }
  })
})
