import { DEVSTACK_TOKENS, devstackChainA, TEST_ACCOUNTS } from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { connectTestWallet } from './connectors.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

// Issue #22 item 3: the demo's "Pay 5 FUSD" button calls `pay` for 5 FUSD to anvil account #2.

const recipient = TEST_ACCOUNTS[2].address
const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const fusdBalance = () =>
  chain.readContract({
    address: fusd?.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [recipient],
  })

/** The test wallet's own panel, asking. */
const walletPanel = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Foyer Test Wallet' })
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })

test('pay: connected with enough FUSD — paid, the recipient holds 5 FUSD more on chain', async ({
  page,
}) => {
  await connectTestWallet(page)
  const before = await fusdBalance()
  await page.getByRole('button', { name: 'Pay 5 FUSD' }).click()
  await expect(page.getByTestId('demo-pay')).toHaveText(/^Pay: paid 0x[0-9a-f]{64}$/)
  expect((await fusdBalance()) - before).toBe(parseUnits('5', 6))
})

test('pay: the visitor rejects in the wallet — the host gets cancelled, nothing moved', async ({
  page,
}) => {
  await setWalletPolicy(page, 'ask')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await walletPanel(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const before = await fusdBalance()
  await page.getByRole('button', { name: 'Pay 5 FUSD' }).click()
  await walletPanel(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('demo-pay')).toHaveText('Pay: cancelled')
  expect(await fusdBalance()).toBe(before)
})
