import { EventEmitter } from 'node:events'
import { describe, expect, test } from 'vitest'
import { releaseAnsweredRelayRequests } from './walletConnectRuntime.js'

/**
 * The SDK's relay provider as @walletconnect/jsonrpc-provider 1.0.14 writes it: a request
 * listens under its id with `on` and never stops; an incoming payload is emitted as 'payload',
 * then, for an answer, under its id.
 */
class RelayProvider {
  events = new EventEmitter()
  on(event: string, listener: (payload: { id?: unknown; method?: unknown }) => void) {
    this.events.on(event, listener)
  }
  request(id: number): Promise<unknown> {
    return new Promise((resolve) => this.events.on(`${id}`, (payload) => resolve(payload)))
  }
  receive(payload: { id: number; result?: unknown; method?: string }) {
    this.events.emit('payload', payload)
    if (payload.method === undefined) this.events.emit(`${payload.id}`, payload)
  }
  pending() {
    return this.events.eventNames().filter((name) => name !== 'payload').length
  }
}

/** The relayer: it makes a new provider on reconnect and registers its own listeners on it. */
function sdk() {
  const relayer = {
    provider: new RelayProvider(),
    registerProviderListeners() {},
    reconnect() {
      relayer.provider = new RelayProvider()
      relayer.registerProviderListeners()
    },
  }
  return { client: { core: { relayer } }, relayer }
}

describe('releaseAnsweredRelayRequests', () => {
  test('default: an answered request leaves no listener; the answer still arrives', async () => {
    const client = sdk()
    releaseAnsweredRelayRequests(client)
    const relay = client.relayer.provider
    const answers = [1, 2, 3].map((id) => relay.request(id))
    for (const id of [1, 2, 3]) relay.receive({ id, result: id * 10 })
    expect(await Promise.all(answers)).toEqual([1, 2, 3].map((id) => ({ id, result: id * 10 })))
    await Promise.resolve()
    expect(relay.pending()).toBe(0)
  })

  test('behavior: a request still waiting keeps its listener; a message is not an answer', async () => {
    const client = sdk()
    releaseAnsweredRelayRequests(client)
    const relay = client.relayer.provider
    void relay.request(7)
    relay.receive({ id: 7, method: 'irn_subscription' })
    await Promise.resolve()
    expect(relay.pending()).toBe(1)
  })

  test('behavior: the provider made on a (re)connect is released too, and only once', async () => {
    const client = sdk()
    // Before its first connection the relayer holds a placeholder.
    Object.assign(client.relayer, { provider: {} })
    releaseAnsweredRelayRequests(client)
    releaseAnsweredRelayRequests(client)
    client.relayer.reconnect()
    const relay = client.relayer.provider
    expect(relay.events.listenerCount('payload')).toBe(1)
    const answer = relay.request(9)
    relay.receive({ id: 9, result: true })
    await answer
    await Promise.resolve()
    expect(relay.pending()).toBe(0)
  })

  test('control: without it, every answered request keeps its listener (the SDK leak)', async () => {
    const relay = sdk().relayer.provider
    const answer = relay.request(1)
    relay.receive({ id: 1, result: true })
    await answer
    await Promise.resolve()
    expect(relay.pending()).toBe(1)
  })

  test('parameters: an SDK of another shape is left alone', () => {
    const placeholder = {
      client: { core: { relayer: { provider: {}, registerProviderListeners() {} } } },
    }
    for (const provider of [
      undefined,
      null,
      {},
      { client: {} },
      { client: { core: {} } },
      placeholder,
    ]) {
      expect(() => releaseAnsweredRelayRequests(provider)).not.toThrow()
    }
  })
})
