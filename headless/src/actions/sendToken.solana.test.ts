import { afterEach, describe, expect, test, vi } from 'vitest'
import { activeNamespaceAtom } from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { sendToken } from './sendToken.js'

// The Solana adapter's own tests cover the transfers; here only the routing of a send.
vi.mock('./sendTransaction.js', () => ({ sendTransaction: vi.fn(async () => 'sol-signature') }))
vi.mock('./transferToken.js', () => ({ transferToken: vi.fn(async () => 'spl-signature') }))
const { sendTransaction } = await import('./sendTransaction.js')
const { transferToken } = await import('./transferToken.js')

afterEach(unmountAll)

const receiver = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('sendToken on solana', () => {
  test('default: SOL goes through sendTransaction (a system transfer)', async () => {
    const { foyer } = testFoyer({ mounted: false })
    foyer.store.set(activeNamespaceAtom, 'solana')
    const token = { symbol: 'SOL', decimals: 9 }
    await expect(sendToken(foyer, { token, to: receiver, amount: 5n })).resolves.toBe(
      'sol-signature',
    )
    expect(sendTransaction).toHaveBeenCalledWith(foyer, { to: receiver, value: 5n })
  })

  test('parameters: token — an SPL token goes through transferToken', async () => {
    const { foyer } = testFoyer({ mounted: false })
    foyer.store.set(activeNamespaceAtom, 'solana')
    const token = { symbol: 'USDC', decimals: 6, address: mint }
    await expect(sendToken(foyer, { token, to: receiver, amount: 7n })).resolves.toBe(
      'spl-signature',
    )
    expect(transferToken).toHaveBeenCalledWith(foyer, { to: receiver, token: mint, amount: 7n })
  })

  test('error: an EVM address is not a solana receiver', async () => {
    const { foyer } = testFoyer({ mounted: false })
    foyer.store.set(activeNamespaceAtom, 'solana')
    await expect(
      sendToken(foyer, {
        token: { symbol: 'SOL', decimals: 9 },
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        amount: 1n,
      }),
    ).rejects.toThrow('Transaction address is invalid')
  })
})
