// The browser-like fetch every api integration test goes through (browserFetch.ts) really
// enforces CORS against the devstack, so what passes there would pass in a host's page.
import { DEVSTACK_API_URL, TEST_ACCOUNTS } from '@foyer/devstack/config'
import { describe, expect, test } from 'vitest'
import { browserFetch } from './browserFetch.js'

const history = `${DEVSTACK_API_URL}/v1/account/${TEST_ACCOUNTS[1].address}/history?chainId=eip155:31337`

describe('browserFetch against the devstack', () => {
  test('behavior: a simple GET from the page is answered for its origin', async () => {
    const response = await browserFetch(`${DEVSTACK_API_URL}/v1/supported-chains`)
    expect(response.status).toBe(200)
  })

  test('error: a header the server does not allow fails like "Failed to fetch"', async () => {
    await expect(browserFetch(history, { headers: { 'x-not-allowed': '1' } })).rejects.toThrow(
      new TypeError(`CORS preflight of GET ${history} refused: x-not-allowed`),
    )
  })

  test('behavior: the no-cache header of coinbase onramp activity (SPEC §7) is allowed', async () => {
    const response = await browserFetch(`${history}&onramp=coinbase`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
  })

  test('behavior: JSON bodies (a preflighted content type) are allowed', async () => {
    const response = await browserFetch(`${DEVSTACK_API_URL}/v1/onramp/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purchaseCurrency: 'ETH', amount: '20' }),
    })
    expect(response.status).toBe(200)
  })
})
