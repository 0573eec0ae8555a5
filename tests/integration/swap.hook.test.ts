// @vitest-environment jsdom
// A host's own swap UI, on `useSwapQuote` alone (no ui-default), against the devstack: the
// hook renders under FoyerProvider (renderHook, no markup), lists the tokens the account holds,
// quotes from the pools 500 ms after the last change, and `submit()` trades through a
// browser-like wallet (the devstack's test wallet provider), each transaction to its receipt.
// A fresh account (funded with anvil_setBalance, so no other file's nonces are touched) buys
// FUSD with ETH, then sells it back, approving the pool first; balances read from anvil.
import { createTestWalletProvider } from '@foyer/devstack'
import {
  DEVSTACK_BLOCKCHAIN_API_URL,
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CONTRACTS,
  devstackChainA,
} from '@foyer/devstack/config'
import { connect, createFoyer, evmAdapter, type Foyer, injected, mount } from '@foyer/headless'
import { FoyerProvider, useSwapQuote } from '@foyer/headless/react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const account = privateKeyToAccount(generatePrivateKey())
const chain = createPublicClient({
  chain: devstackChainA,
  transport: http(DEVSTACK_CHAIN_A_RPC_URL),
})
const fusdBalance = () =>
  chain.readContract({
    address: DEVSTACK_CONTRACTS.usdToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account.address],
  })
const ethBalance = () => chain.getBalance({ address: account.address })

let foyer: Foyer
let stop: () => void

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
    projectId: 'swap-hook',
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    connectors: [injected({ provider, rdns: 'dev.foyer.node-wallet', name: 'Node Wallet' })],
    enableEIP6963: false,
    services: { blockchainApiUrl: DEVSTACK_BLOCKCHAIN_API_URL },
  })
  stop = mount(foyer)
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
})
afterAll(() => {
  cleanup()
  stop?.()
})

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(FoyerProvider, { foyer }, children)

describe('a host UI on useSwapQuote alone', () => {
  test('default: ETH → FUSD, then FUSD → ETH with its approval, each to its receipt', async () => {
    const { result } = renderHook(() => useSwapQuote(), { wrapper })
    await waitFor(() => expect(result.current.isSupported).toBe(true), { timeout: 10_000 })
    await waitFor(() => expect(result.current.tokens.mine.map((t) => t.symbol)).toEqual(['ETH']))
    const pick = (symbol: string) => result.current.tokens.all.find((t) => t.symbol === symbol)

    // Buy FUSD: the quote arrives after the debounce, no approval, Swap.
    const fusdBefore = await fusdBalance()
    act(() => result.current.setFrom(pick('ETH')))
    act(() => result.current.setTo(pick('FUSD')))
    act(() => result.current.setAmount('0.5'))
    await waitFor(() => expect(result.current.action).toBe('swap'), { timeout: 10_000 })
    const bought = result.current.quote?.toAmount ?? 0n
    expect(bought).toBeGreaterThan(0n)
    expect(result.current.steps.map((step) => step.name)).toEqual(['swap'])
    await act(async () => {
      await result.current.submit()
    })
    expect(result.current.status).toBe('success')
    const received = (await fusdBalance()) - fusdBefore
    expect(received).toBeGreaterThanOrEqual((bought * 99n) / 100n)

    // Sell 100 of it back: the pool may spend none yet, so approve, then swap.
    const ethBefore = await ethBalance()
    act(() => result.current.flip())
    act(() => result.current.setAmount('100'))
    await waitFor(() => expect(result.current.action).toBe('approve'), { timeout: 10_000 })
    const sold = result.current.quote?.toAmount ?? 0n
    await act(async () => {
      await result.current.submit()
    })
    expect(result.current.status).toBe('success')
    expect(result.current.steps).toEqual([
      { name: 'approve', status: 'done' },
      { name: 'swap', status: 'done' },
    ])
    expect((await fusdBalance()) - fusdBefore).toBe(received - parseUnits('100', 6))
    // The ETH bought, less the two transactions' gas (well under 1% of it on anvil).
    expect((await ethBalance()) - ethBefore).toBeGreaterThan((sold * 98n) / 100n)
  })
})
