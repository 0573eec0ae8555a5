// The demo's wallet actions (playground/demo/src/WalletActions.tsx), checked against the chain:
// the signature verified with viem, the transaction's receipt read from anvil.

import { devstackChainA } from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage } from 'viem'
import { expect } from './fixtures.js'

const chain = createPublicClient({ chain: devstackChainA, transport: http() })

/** Signs with the demo's button (personal_sign); the signature must be `address`'s. */
export async function signFromDemo(page: Page, address: `0x${string}`): Promise<void> {
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = await page.getByTestId('demo-signature').locator('code').textContent()
  expect(
    await verifyMessage({
      address,
      message: 'Hello from the Foyer demo',
      signature: (signature ?? '') as `0x${string}`,
    }),
  ).toBe(true)
}

/** Signs with the demo's button and sends its transaction; both must succeed for `address`. */
export async function signAndSendFromDemo(page: Page, address: `0x${string}`): Promise<void> {
  await signFromDemo(page, address)

  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  const hash = await page.getByTestId('demo-transaction').locator('code').textContent()
  const receipt = await chain.waitForTransactionReceipt({ hash: (hash ?? '') as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
}
