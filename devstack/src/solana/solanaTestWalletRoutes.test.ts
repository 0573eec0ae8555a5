// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartServerReturnType, startServer } from '../server.js'
import { http } from '../testing/startTestDevstack.js'
import {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_FSUSD_MINT,
  SOLANA_RECIPIENT_ACCOUNT,
  SOLANA_TEST_WALLET_ADDRESS,
} from './constants.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.js'

let rpc: StartSolanaRpcReturnType
let server: StartServerReturnType

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
  server = await startServer({ port: 0, chains: [], solanaRpcUrl: rpc.rpcUrl })
}, 60_000)
afterAll(async () => {
  await server.stop()
  await rpc.stop()
})

describe('devstack server, Solana parts', () => {
  test('default: /solana-test-wallet.js is the bundle, with this devstack RPC URL first', async () => {
    const response = await fetch(`${server.url}/solana-test-wallet.js`)
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const script = await response.text()
    const [prelude] = script.split('\n')
    expect(prelude).toBe(
      `window.__FOYER_SOLANA_TEST_WALLET_CONFIG__ = Object.assign({"rpcUrl":"${rpc.rpcUrl}"}, window.__FOYER_SOLANA_TEST_WALLET_CONFIG__);`,
    )
    expect(script).toContain('wallet-standard:app-ready')
    expect(script).toContain('foyerSolanaTestWallet')
    // Only loopback is contacted; other hosts are text (SVG namespace, @solana/kit error links).
    const textOnly = new Set(['www.w3.org', 'developer.mozilla.org', 'github.com', 'sola.na'])
    const hosts = new Set(
      (script.match(/https?:\/\/[a-z0-9.[\]:-]+/gi) ?? []).map((url) => new URL(url).hostname),
    )
    expect([...hosts].filter((host) => host !== '127.0.0.1' && !textOnly.has(host))).toEqual([])
  }, 60_000)

  test('behavior: /health lists the Solana RPC, /v1/supported-chains its CAIP id', async () => {
    const health = await http(`${server.url}/health`)
    expect(health.body.solana).toEqual({
      caipNetworkId: DEVSTACK_SOLANA_CAIP_NETWORK_ID,
      name: 'Foyer Solana Devnet',
      rpcUrl: rpc.rpcUrl,
    })
    const chains = await http(`${server.url}/v1/supported-chains`)
    expect(chains.body.http).toContain(DEVSTACK_SOLANA_CAIP_NETWORK_ID)
  })

  test('behavior: balances of a Solana account (plain or CAIP-10) are SOL then FSUSD', async () => {
    const expected = [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: DEVSTACK_SOLANA_CAIP_NETWORK_ID,
        value: 15000,
        price: 150,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: `${server.url}/public/getTokenImage/SOL`,
      },
      {
        name: 'Foyer Solana USD',
        symbol: 'FSUSD',
        chainId: DEVSTACK_SOLANA_CAIP_NETWORK_ID,
        address: `${DEVSTACK_SOLANA_CAIP_NETWORK_ID}:${DEVSTACK_SOLANA_FSUSD_MINT}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: `${server.url}/public/getTokenImage/FSUSD`,
      },
    ]
    const plain = await http(`${server.url}/v1/account/${SOLANA_TEST_WALLET_ADDRESS}/balance`)
    expect(plain.body).toEqual({ balances: expected })
    const caip10 = `${DEVSTACK_SOLANA_CAIP_NETWORK_ID}:${SOLANA_TEST_WALLET_ADDRESS}`
    const viaCaip = await http(`${server.url}/v1/account/${caip10}/balance?currency=usd`)
    expect(viaCaip.body).toEqual({ balances: expected })
    // No FSUSD: only SOL.
    const recipient = await http(
      `${server.url}/v1/account/${SOLANA_RECIPIENT_ACCOUNT.address}/balance?chainId=${DEVSTACK_SOLANA_CAIP_NETWORK_ID}`,
    )
    expect(recipient.body.balances.map((entry: { symbol: string }) => entry.symbol)).toEqual([
      'SOL',
    ])
  })

  test('error: another Solana cluster has no balances', async () => {
    const other = await http(
      `${server.url}/v1/account/${SOLANA_TEST_WALLET_ADDRESS}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    )
    expect(other.body).toEqual({ balances: [] })
  })
})
