import { createPublicClient, http } from 'viem'
import { describe, expect, test } from 'vitest'
import * as constants from './constants.js'

describe('constants', () => {
  test('behavior: viem transport defaults are the spec numbers Foyer relies on', () => {
    const transport = http('http://127.0.0.1:1')({})
    expect(transport.config.retryCount).toBe(constants.HTTP_RETRY_COUNT)
    expect(transport.config.retryDelay).toBe(constants.HTTP_RETRY_DELAY_MS)
    expect(transport.config.timeout).toBe(constants.RPC_TIMEOUT_MS)
    const client = createPublicClient({ transport: http('http://127.0.0.1:1') })
    expect(client.pollingInterval).toBe(constants.RPC_POLLING_INTERVAL_MS)
  })
  test('default: every constant is a number, string or frozen-shaped literal', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/)
      expect(value).not.toBeUndefined()
    }
    expect(constants.MODAL_SHAKE_MS).toBe(500)
    expect(constants.PAIRING_LIFETIME_MS).toBe(4 * 60_000)
    expect(constants.ENS_MAX_CHAIN_ID_EXCLUSIVE).toBe(0x80000000)
  })
})
