import { vi } from 'vitest'

export const swapChain = 'eip155:31337'
export const ETH = `${swapChain}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`
export const FUSD = `${swapChain}:0x83F695982dE4E24447D48fbF2E38ec81d8572E46`
export const swapPool = '0x5B6dE12acf971c90f6466D8B35B33205aBC7f5Dc'
export const SWAP_API = 'http://127.0.0.1:9'

export type FakeSwapApiControl = {
  /** Networks the API names as swap networks (default: the devnet). */
  swaps?: string[]
  /** A quote's HTTP status to answer instead (once per entry, in order). */
  failQuotes?: number[]
  /** Price impact the quotes give, in percent. */
  priceImpact?: string
}

const json = (body: unknown, status = 200) => Response.json(body, { status })

/**
 * The blockchain API of the swap views on a stubbed `fetch`: swap networks, the tokens (ETH,
 * 6-decimals FUSD at 3000 per ETH), the account's balances (2 ETH, 50 FUSD), gas price, quotes,
 * allowance (set by an approval) and the built transactions, and the RPC proxy's receipts.
 * Returns the requests' paths and search.
 */
export function fakeSwapApi(control: FakeSwapApiControl = {}) {
  const requests: URL[] = []
  let allowance = 0n
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    const path = url.pathname
    const query = Object.fromEntries(url.searchParams)
    const body = async () =>
      JSON.parse(input instanceof Request ? await input.text() : String(init?.body ?? '{}'))
    if (path === '/v1/supported-chains')
      return json({ http: [swapChain], ws: [], swaps: control.swaps ?? [swapChain] })
    if (path === '/v1/convert/tokens')
      return json({
        tokens: [
          { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
          { name: 'Foyer USD', symbol: 'FUSD', address: FUSD, decimals: 6, logoUri: '' },
          {
            name: 'Foyer Euro',
            symbol: 'FEUR',
            address: `${swapChain}:0x${'fe'.repeat(20)}`,
            decimals: 6,
            logoUri: '',
          },
        ],
      })
    if (path === '/v1/fungible/price') return json({ fungibles: [] })
    if (path.endsWith('/balance'))
      return json({
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: swapChain,
            price: 3000,
            value: 6000,
            quantity: { decimals: '18', numeric: '2' },
            iconUrl: '',
          },
          {
            name: 'Foyer USD',
            symbol: 'FUSD',
            chainId: swapChain,
            address: FUSD,
            price: 1,
            value: 50,
            quantity: { decimals: '6', numeric: '50' },
            iconUrl: '',
          },
        ],
      })
    if (path === '/v1/convert/gas-price')
      return json({ standard: String(10n ** 9n), fast: '2', instant: '3' })
    if (path === '/v1/convert/quotes') {
      const status = control.failQuotes?.shift()
      if (status) return json({ error: 'quote failed' }, status)
      const amount = BigInt(query.amount ?? '0')
      const out = query.from === ETH ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
      return json({
        quotes: [
          {
            fromAmount: String(amount),
            toAmount: String(out),
            priceImpact: control.priceImpact ?? '0.5',
            providerFeePercent: '0.3',
            gasLimit: '100000',
          },
        ],
      })
    }
    if (path === '/v1/convert/allowance') return json({ allowance: String(allowance) })
    if (path === '/v1/convert/build-approve') {
      allowance = 2n ** 255n
      return json({
        tx: { from: query.userAddress, to: FUSD.split(':')[2], data: '0x095ea7b3', value: '0' },
      })
    }
    if (path === '/v1/convert/build-transaction') {
      const sent = (await body()) as { from: string; amount: string }
      const value = sent.from === ETH ? sent.amount : '0'
      return json({ tx: { to: swapPool, data: '0x12345678', value, eip155: { gas: '100000' } } })
    }
    // The chain's RPC (the devnet's own URL, or the API's proxy): receipts of what was sent.
    if (path === '/v1' || path === '/') {
      const { id, method, params } = (await body()) as {
        id: number
        method: string
        params: [string]
      }
      const result =
        method === 'eth_getTransactionReceipt'
          ? {
              transactionHash: params[0],
              blockHash: `0x${'11'.repeat(32)}`,
              blockNumber: '0x10',
              status: '0x1',
              logs: [],
              gasUsed: '0x5208',
              cumulativeGasUsed: '0x5208',
              effectiveGasPrice: '0x3b9aca00',
              transactionIndex: '0x0',
              type: '0x2',
              from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
              to: swapPool,
              contractAddress: null,
              logsBloom: `0x${'00'.repeat(256)}`,
            }
          : method === 'eth_chainId'
            ? '0x7a69'
            : '0x10'
      return json({ jsonrpc: '2.0', id, result })
    }
    return json({ data: [], balances: [] })
  })
  return { apiRequests: requests }
}
