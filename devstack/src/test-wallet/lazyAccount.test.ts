import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { TEST_ACCOUNTS, TEST_WALLET_ACCOUNT } from '../config.js'
import { lazyPrivateKeyAccount } from './lazyAccount.js'

const derived = vi.hoisted(() => ({ count: 0 }))
vi.mock('viem/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('viem/accounts')>()
  return {
    ...actual,
    privateKeyToAccount: (...args: Parameters<typeof actual.privateKeyToAccount>) => {
      derived.count++
      return actual.privateKeyToAccount(...args)
    },
  }
})

describe('lazyPrivateKeyAccount', () => {
  it('is each test account’s address, and derives its key only on the first signature', async () => {
    for (const { address, privateKey } of TEST_ACCOUNTS) {
      const before = derived.count
      const account = lazyPrivateKeyAccount(address, privateKey)
      expect(account.address).toBe(address)
      expect(derived.count).toBe(before)
      const eager = privateKeyToAccount(privateKey)
      expect(eager.address).toBe(address)
      expect(await account.signMessage({ message: 'hello' })).toBe(
        await eager.signMessage({ message: 'hello' }),
      )
      // One derivation for the eager account above, one for the lazy account's first signature.
      expect(derived.count).toBe(before + 2)
      await account.signMessage({ message: 'again' })
      expect(derived.count).toBe(before + 2)
      expect(account.publicKey).toBe(eager.publicKey)
    }
  })

  it('signs transactions and typed data as the key does', async () => {
    const { address, privateKey } = TEST_WALLET_ACCOUNT
    const account = lazyPrivateKeyAccount(address, privateKey)
    const eager = privateKeyToAccount(privateKey)
    const transaction = {
      chainId: 31337,
      to: TEST_ACCOUNTS[1].address,
      value: 1n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    } as const
    expect(await account.signTransaction(transaction)).toBe(
      await eager.signTransaction(transaction),
    )
    const typed = {
      domain: { name: 'Foyer', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    expect(await account.signTypedData(typed)).toBe(await eager.signTypedData(typed))
    expect(account.type).toBe('local')
  })
})
