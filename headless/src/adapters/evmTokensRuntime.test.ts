import {
  decodeFunctionData,
  defineChain,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  multicall3Abi,
} from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { toNetwork } from '../chains/network.js'
import { startTestServer } from '../test/httpServer.js'
import { readTokenBalances } from './evmTokensRuntime.js'

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const fusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const broken = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** What the fake token answers; the broken contract reverts. */
function erc20Call(to: string, data: Hex): { ok: boolean; data: Hex } {
  if (to.toLowerCase() !== fusd.toLowerCase()) return { ok: false, data: '0x' }
  const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
  const results = { name: 'Foyer USD', symbol: 'FUSD', decimals: 6, balanceOf: 12_345_000n }
  return {
    ok: true,
    data: encodeFunctionResult({
      abi: erc20Abi,
      functionName: functionName as 'name',
      result: results[functionName as keyof typeof results] as never,
    }),
  }
}

/** A JSON-RPC node with one ERC-20 and, optionally, Multicall3. */
async function node() {
  const methods: string[] = []
  const server = await startTestServer((request) => {
    const { id, method, params } = request.body as { id: number; method: string; params: unknown[] }
    methods.push(method)
    const answer = (result: unknown) => ({ body: { jsonrpc: '2.0', id, result } })
    if (method === 'eth_chainId') return answer('0x7a69')
    if (method === 'eth_getBalance') return answer('0xde0b6b3a7640000')
    const [{ to, data }] = params as [{ to: string; data: Hex }]
    if (to.toLowerCase() === multicall3.toLowerCase()) {
      const { args } = decodeFunctionData({ abi: multicall3Abi, data })
      const calls = (args[0] ?? []) as readonly { target: string; callData: Hex }[]
      const results = calls.map((call) => {
        const result = erc20Call(call.target, call.callData)
        return { success: result.ok, returnData: result.data }
      })
      return answer(
        encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }),
      )
    }
    const result = erc20Call(to, data)
    return result.ok
      ? answer(result.data)
      : {
          body: {
            jsonrpc: '2.0',
            id,
            error: { code: 3, message: 'execution reverted', data: '0x' },
          },
        }
  })
  servers.push(server)
  return { url: server.url, methods }
}

const chain = (url: string, withMulticall: boolean) =>
  toNetwork(
    defineChain({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
      ...(withMulticall ? { contracts: { multicall3: { address: multicall3 } } } : {}),
    }),
  )

const expected = [
  { name: 'Ether', symbol: 'ETH', decimals: 18, address: undefined, balance: 10n ** 18n },
  { name: 'Foyer USD', symbol: 'FUSD', decimals: 6, address: fusd, balance: 12_345_000n },
]

describe('readTokenBalances', () => {
  test('default: native plus listed tokens through Multicall3; a failing token is left out', async () => {
    const { url, methods } = await node()
    const balances = await readTokenBalances(new Map(), {
      network: chain(url, true),
      address: user,
      tokens: [fusd, broken],
    })
    expect(balances).toEqual(expected)
    expect(methods.filter((method) => method === 'eth_call')).toHaveLength(1)
  })

  test('behavior: without Multicall3, one eth_call per field', async () => {
    const { url, methods } = await node()
    const balances = await readTokenBalances(new Map(), {
      network: chain('http://127.0.0.1:1', false),
      address: user,
      tokens: [fusd, broken],
      rpcUrls: [url],
    })
    expect(balances).toEqual(expected)
    expect(methods.filter((method) => method === 'eth_call')).toHaveLength(8)
  })
})
