import { describe, expect, test } from 'vitest'
import { InvalidSiwxParameterError } from '../errors/siwx.js'
import { createSiwxNonceStore, siwxNonceTtlMs } from './createSiwxNonceStore.js'

describe('createSiwxNonceStore', () => {
  test('default: issues unique nonces of 32 hex digits, each consumed once', async () => {
    const store = createSiwxNonceStore()
    const nonces = await Promise.all(Array.from({ length: 50 }, () => store.issueNonce()))
    expect(new Set(nonces).size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    const [first] = nonces as [string]
    expect(await store.consumeNonce(first)).toBe(true)
    expect(await store.consumeNonce(first)).toBe(false)
  })

  test('behavior: an unknown nonce is refused', () => {
    expect(createSiwxNonceStore().consumeNonce('abcdef1234')).toBe(false)
  })

  test('behavior: a nonce expires after ttlMs (5 minutes by default)', () => {
    let time = 1_000
    const store = createSiwxNonceStore({ now: () => time })
    const early = store.issueNonce() as string
    const late = store.issueNonce() as string
    time += siwxNonceTtlMs - 1
    expect(store.consumeNonce(early)).toBe(true)
    time += 1
    expect(store.consumeNonce(late)).toBe(false)
    const short = createSiwxNonceStore({ ttlMs: 10, now: () => time })
    const nonce = short.issueNonce() as string
    time += 10
    expect(short.consumeNonce(nonce)).toBe(false)
  })

  test.each([
    ['ttlMs', { ttlMs: 0 }],
    ['ttlMs', { ttlMs: Number.NaN }],
    ['now', { now: 5 }],
  ])('error: a bad %s is named', (name, parameters) => {
    const call = () => createSiwxNonceStore(parameters as never)
    expect(call).toThrowError(InvalidSiwxParameterError)
    expect(call).toThrowError(`Parameter: ${name}`)
  })
})
