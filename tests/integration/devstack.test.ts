import {
  DEVSTACK_API_URL,
  DEVSTACK_CHAIN_A_ID,
  devstackChainA,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import { evmAdapter, toNetwork } from '@foyer/headless'
import { createPublicClient, http } from 'viem'
import { describe, expect, test } from 'vitest'

describe('headless against the running devstack', () => {
  test('behavior: the EVM adapter reads the real anvil balance', async () => {
    const network = toNetwork(devstackChainA)
    const chain = createPublicClient({ chain: devstackChainA, transport: http() })
    const expected = await chain.getBalance({ address: TEST_WALLET_ACCOUNT.address })
    const balance = await evmAdapter().getBalance({ network, address: TEST_WALLET_ACCOUNT.address })
    expect(balance).toBe(expected)
    expect(balance).toBeGreaterThan(0n)
  })

  test('behavior: the devstack reports both chains healthy', async () => {
    const health = await (await fetch(`${DEVSTACK_API_URL}/health`)).json()
    expect(health.ok).toBe(true)
    expect(JSON.stringify(health.chains)).toContain(String(DEVSTACK_CHAIN_A_ID))
  })
})

describe('reads through the project-scoped RPC proxy', () => {
  test('behavior: a network whose own RPC is down is read through the proxy', async () => {
    const { createFoyer } = await import('@foyer/headless')
    const broken = toNetwork({
      ...devstackChainA,
      // Nothing listens on port 1: the first transport fails and viem's fallback moves on.
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    })
    const adapter = evmAdapter()
    const foyer = createFoyer({
      projectId: 'foyer-integration',
      networks: [broken],
      adapters: [adapter],
      services: { blockchainApiUrl: DEVSTACK_API_URL },
    })
    const rpcUrls = foyer.rpcUrls(broken)
    expect(rpcUrls).toEqual([
      'http://127.0.0.1:1',
      `${DEVSTACK_API_URL}/v1?chainId=eip155%3A31337&projectId=foyer-integration`,
    ])
    const chain = createPublicClient({ chain: devstackChainA, transport: http() })
    const expected = await chain.getBalance({ address: TEST_WALLET_ACCOUNT.address })
    const address = TEST_WALLET_ACCOUNT.address
    expect(await adapter.getBalance({ network: broken, address, rpcUrls })).toBe(expected)
    await expect(adapter.getBalance({ network: broken, address })).rejects.toThrow()
  })
})
