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
