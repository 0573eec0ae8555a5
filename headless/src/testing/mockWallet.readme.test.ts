// The README's "Testing your app with the mock wallet" example, run as it is written there: a
// sign-in (signMessage, checked with viem's verifyMessage) and a payment (sendTransaction),
// with the mock wallet and no browser extension. The README shows this file from the marker
// below on, with the package names in its imports; the last test keeps the two the same.
import { readFileSync } from 'node:fs'
import { parseEther, parseTransaction, verifyMessage } from 'viem'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import {
  connect,
  createFoyer,
  evmAdapter,
  getAccount,
  memoryStorage,
  sendTransaction,
  signMessage,
  UserRejectedRequestError,
} from '../index.js'
import { mock } from './index.js'

// README example
function setup() {
  const wallet = mock({ chainId: 1 }) // signs with the first anvil test key
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet],
    adapters: [evmAdapter()],
    connectors: [wallet],
    storage: memoryStorage(),
  })
  return { foyer, wallet }
}

test('sign-in: the signature verifies for the connected account', async () => {
  const { foyer } = setup()
  await connect(foyer, { connector: 'mock' })
  const address = getAccount(foyer).address as `0x${string}`
  const message = 'example.com wants you to sign in with your Ethereum account'
  const signature = await signMessage(foyer, { message })
  expect(await verifyMessage({ address, message, signature })).toBe(true)
})

test('payment: the wallet signs the transaction and returns its hash', async () => {
  const { foyer, wallet } = setup()
  await connect(foyer, { connector: 'mock' })
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const hash = await sendTransaction(foyer, { to, value: parseEther('0.01') })
  const [signed] = wallet.transactions // not sent: no `transport` was given
  expect(signed?.hash).toBe(hash)
  expect(parseTransaction(signed?.serialized ?? '0x')).toMatchObject({
    to: to.toLowerCase(),
    value: parseEther('0.01'),
    chainId: 1,
  })
})

test('payment declined: the visitor says no', async () => {
  const { foyer, wallet } = setup()
  await connect(foyer, { connector: 'mock' })
  wallet.setBehavior('reject')
  await expect(
    sendTransaction(foyer, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)
  expect(wallet.transactions).toEqual([])
})
// README example end

test('behavior: the README shows this example as it runs here', () => {
  const source = readFileSync(new URL(import.meta.url), 'utf8')
  const example = source.split('// README example\n')[1]?.split('// README example end')[0]
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  expect(example).toBeTruthy()
  expect(readme).toContain(example?.trim())
})
