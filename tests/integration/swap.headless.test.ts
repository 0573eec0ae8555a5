// A full swap with the headless API alone (no React, no ui-default), against the devstack's
// convert routes and pools on chain A: the swap form's actions (updateSwapForm, quoteSwap,
// submitSwap) quote from the pools, approve where the allowance is short and swap through a
// browser-like wallet (the devstack's test wallet provider), each awaited to its receipt; the
// balances are read from anvil with viem before and after. A fresh account (funded with
// anvil_setBalance, so no other file's nonces are touched) trades ETH → FUSD (6 decimals),
// FUSD → ETH with the approval, then FUSD → FOY through both pools in one transaction.
import { createTestWalletProvider } from '@foyer/devstack'
import {
  DEVSTACK_BLOCKCHAIN_API_URL,
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CONTRACTS,
  devstackChainA,
} from '@foyer/devstack/config'
import {
  connect,
  createFoyer,
  evmAdapter,
  type Foyer,
  injected,
  mount,
  quoteSwap,
  type SwapTokenOption,
  submitSwap,
  swapTokenLists,
  updateSwapForm,
} from '@foyer/headless'
import { swapAtom } from '@foyer/headless/internal'
import {
  getQueryClient,
  swapTokensQueryOptions,
  tokenBalancesQueryOptions,
} from '@foyer/headless/query'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const account = privateKeyToAccount(generatePrivateKey())
const chain = createPublicClient({
  chain: devstackChainA,
  transport: http(DEVSTACK_CHAIN_A_RPC_URL),
})
const caipNetworkId = `eip155:${devstackChainA.id}` as const

const balanceOf = (token: Address) =>
  chain.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account.address],
  })
const ethBalance = () => chain.getBalance({ address: account.address })

/** What the account's wallet paid in gas for the transactions it sent since `from` (a block). */
async function gasPaidSince(from: bigint) {
  let paid = 0n
  const latest = await chain.getBlockNumber({ cacheTime: 0 })
  for (let number = from + 1n; number <= latest; number++) {
    const block = await chain.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== account.address.toLowerCase()) continue
      const receipt = await chain.getTransactionReceipt({ hash: tx.hash })
      paid += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return paid
}

let foyer: Foyer
let stop: () => void
let tokens: SwapTokenOption[] = []

/** The swap tokens with the account's balances, as the pickers list them. */
async function swapTokens() {
  const [{ tokens: apiTokens, prices, isSupported }, balances] = await Promise.all([
    getQueryClient(foyer).fetchQuery(swapTokensQueryOptions(foyer, { caipNetworkId })),
    getQueryClient(foyer).fetchQuery({
      ...tokenBalancesQueryOptions(foyer, { caipNetworkId, address: account.address }),
      staleTime: 0,
    }),
  ])
  expect(isSupported).toBe(true)
  return swapTokenLists(apiTokens, balances, prices).all
}
const token = (symbol: string) => {
  const found = tokens.find((option) => option.symbol === symbol)
  if (!found) throw new Error(`no swap token ${symbol}`)
  return found
}

/** Quotes `amount` of `from` for `to` at once, then swaps; returns the quote and the hash. */
async function swap(from: string, to: string, amount: string) {
  tokens = await swapTokens()
  updateSwapForm(foyer, { from: token(from), to: token(to), amount })
  const quoted = await quoteSwap(foyer)
  expect(quoted.status).toBe('ready')
  const statuses: string[] = []
  const unsubscribe = foyer.store.sub(swapAtom, () =>
    statuses.push(foyer.store.get(swapAtom).status),
  )
  const hash = await submitSwap(foyer)
  unsubscribe()
  expect(foyer.store.get(swapAtom).status).toBe('success')
  expect((await chain.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe(
    'success',
  )
  return { quote: quoted.quote as NonNullable<typeof quoted.quote>, statuses }
}

beforeAll(async () => {
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, toHex(parseEther('10'))] as never,
  })
  const { provider } = createTestWalletProvider({
    account,
    chains: [
      { id: devstackChainA.id, name: devstackChainA.name, rpcUrl: DEVSTACK_CHAIN_A_RPC_URL },
    ],
    policy: { decision: 'approve' },
  })
  foyer = createFoyer({
    projectId: 'swap-headless',
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    connectors: [injected({ provider, rdns: 'dev.foyer.node-wallet', name: 'Node Wallet' })],
    enableEIP6963: false,
    services: { blockchainApiUrl: DEVSTACK_BLOCKCHAIN_API_URL },
  })
  stop = mount(foyer)
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
})
afterAll(() => stop?.())

describe('a swap through the headless API', () => {
  test('behavior: ETH → FUSD (6 decimals): no approval, the quoted FUSD at least', async () => {
    const [ethBefore, fusdBefore, block] = await Promise.all([
      ethBalance(),
      balanceOf(DEVSTACK_CONTRACTS.usdToken),
      chain.getBlockNumber({ cacheTime: 0 }),
    ])
    const { quote, statuses } = await swap('ETH', 'FUSD', '1')
    expect(statuses).not.toContain('approving')
    const received = (await balanceOf(DEVSTACK_CONTRACTS.usdToken)) - fusdBefore
    expect(received).toBeGreaterThanOrEqual((quote.toAmount * 99n) / 100n)
    expect(await ethBalance()).toBe(ethBefore - parseEther('1') - (await gasPaidSince(block)))
    // Balances refreshed after: the form's FUSD holds the new balance.
    expect(foyer.store.get(swapAtom).form.to?.balance).toBe(formatUnits(fusdBefore + received, 6))
  })

  test('behavior: FUSD → ETH approves the pool first, then swaps', async () => {
    const [ethBefore, fusdBefore, block] = await Promise.all([
      ethBalance(),
      balanceOf(DEVSTACK_CONTRACTS.usdToken),
      chain.getBlockNumber({ cacheTime: 0 }),
    ])
    const { quote, statuses } = await swap('FUSD', 'ETH', '1000')
    expect(statuses).toEqual(expect.arrayContaining(['approving', 'swapping', 'success']))
    expect(await balanceOf(DEVSTACK_CONTRACTS.usdToken)).toBe(fusdBefore - parseUnits('1000', 6))
    const received = (await ethBalance()) - ethBefore + (await gasPaidSince(block))
    expect(received).toBeGreaterThanOrEqual((quote.toAmount * 99n) / 100n)
    // Two transactions: the approval and the swap.
    expect(Number((await chain.getBlockNumber({ cacheTime: 0 })) - block)).toBeGreaterThanOrEqual(2)
  })

  test('behavior: FUSD → FOY swaps token for token through both pools', async () => {
    const [fusdBefore, foyBefore] = await Promise.all([
      balanceOf(DEVSTACK_CONTRACTS.usdToken),
      balanceOf(DEVSTACK_CONTRACTS.token),
    ])
    const { quote, statuses } = await swap('FUSD', 'FOY', '500')
    // The FUSD pool, which a token → token swap calls, may already spend it (approved above).
    expect(statuses).not.toContain('approving')
    expect(await balanceOf(DEVSTACK_CONTRACTS.usdToken)).toBe(fusdBefore - parseUnits('500', 6))
    const received = (await balanceOf(DEVSTACK_CONTRACTS.token)) - foyBefore
    expect(received).toBeGreaterThanOrEqual((quote.toAmount * 99n) / 100n)
    expect(quote.providerFeePercent).toBeCloseTo(0.599, 3)
  })
})
