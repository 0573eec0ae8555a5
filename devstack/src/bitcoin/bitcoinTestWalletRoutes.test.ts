// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartServerReturnType, startServer } from '../server.js'

let server: StartServerReturnType

beforeAll(async () => {
  server = await startServer({ port: 0, chains: [] })
}, 60_000)
afterAll(async () => {
  await server.stop()
})

describe('devstack server, Bitcoin test wallet', () => {
  test('default: /bitcoin-test-wallet.js is the self-contained bundle', async () => {
    const response = await fetch(`${server.url}/bitcoin-test-wallet.js`)
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const script = await response.text()
    expect(script).toContain('wallet-standard:app-ready')
    expect(script).toContain('foyerBitcoinTestWallet')
    expect(script).toContain('bitcoin:signMessage')
    expect(script).not.toMatch(/^import |\brequire\(/m)
  }, 60_000)
})
