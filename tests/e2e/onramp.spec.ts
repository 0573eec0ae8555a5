// The onramp (#22) in the demo against the devstack: Account → Buy, Coinbase (the devstack's URL
// generator), the card minimum, a quote, the local purchase page completed in the popup, and the
// modal's success with the balance that anvil reports risen by the quoted amount. Faults on the
// options and quote routes show the built-in sample list and the placeholder quote.
//
// On the multi-chain demo's Solana network the same purchase buys SOL: the devstack's purchase
// page sends it from its Solana treasury on the local cluster, and the balance the cluster
// reports rises by the purchased amount.
import {
  DEVSTACK_CONTROL_URL,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_RPC_URL,
  DEVSTACK_TOKENS,
  devstackChainA,
  SOLANA_TEST_WALLET_ADDRESS,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createSolanaRpc, address as solanaAddress } from '@solana/kit'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { connectMultichain, connectTestWallet } from './connectors.js'
import { shortAddress } from './expected.js'
import { expect, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const buyer = TEST_WALLET_ACCOUNT.address
const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const fusdBalance = () =>
  chain.readContract({
    address: fusd?.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [buyer],
  })

/** Sets (`POST`) or clears (`DELETE`) the devstack's fault rules. */
async function faults(method: 'POST' | 'DELETE', rule?: { path: string; status: number }) {
  const response = await fetch(`${DEVSTACK_CONTROL_URL}/faults`, {
    method,
    ...(rule
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) }
      : {}),
  })
  expect(response.ok).toBe(true)
}

test.afterEach(() => faults('DELETE'))

/** Connects the test wallet, opens Account, then Buy; returns the Buy Crypto dialog. */
async function openBuy(page: Page) {
  await connectTestWallet(page)
  await page.getByRole('button', { name: new RegExp(shortAddress(buyer)) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Buy' })
    .click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  await expect(buy.getByTestId('onramp-limits')).toHaveText('Card: 10.00 to 7500.00 USD')
  return buy
}

test('onramp: Coinbase, the card minimum, a quote, the purchase page in the popup, the balance risen on chain', async ({
  page,
  axe,
}) => {
  const buy = await openBuy(page)
  await expect(buy.getByTestId('onramp-provider-coinbase')).toContainText('Fees 1-2%')
  await expect(buy.getByRole('radio', { name: /Coinbase/ })).toBeChecked()
  await buy.getByLabel('Buy', { exact: true }).selectOption('FUSD')
  const amount = buy.getByLabel('Amount (USD)')
  await amount.fill('5')
  await expect(buy.getByTestId('onramp-amount-error')).toHaveText(
    'The amount is below the minimum for this payment method',
  )
  await expect(buy.getByRole('button', { name: 'Buy with Coinbase' })).toBeDisabled()
  await amount.fill('50')
  // The devstack's quote: 1.5 % + 0.50 USD of fees, FUSD at 1 USD.
  await expect(buy.getByTestId('onramp-receive')).toHaveText('48.750000 FUSD')
  await expect(buy.getByTestId('onramp-total')).toHaveText('50.00 USD')
  await expect(buy.getByTestId('onramp-estimate')).toHaveCount(0)
  expect(await axe('[data-foyer]')).toEqual([])
  await buy.screenshot({ path: `${artifacts}onramp-quote.png` })

  const before = await fusdBalance()
  const opened = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Buy with Coinbase' }).click()
  const popup = await opened
  await popup.waitForURL(/\/onramp\/purchase\//)
  await expect(popup.getByText('48.75 FUSD')).toBeVisible() // the quoted amount, preset
  const buying = page.getByRole('dialog', { name: 'Buying' })
  await expect(buying.locator('[data-state="waiting"]')).toBeVisible()
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()

  const balance = buying.getByTestId('onramp-balance')
  await expect(balance).toBeVisible({ timeout: 15_000 })
  const after = await fusdBalance()
  expect(after - before).toBe(parseUnits('48.75', 6))
  await expect(balance).toHaveText(`New balance: ${formatUnits(after, 6)} FUSD`)
  await buying.screenshot({ path: `${artifacts}onramp-success.png` })
})

test('onramp: on the Solana cluster — SOL bought on the purchase page, the balance risen on the cluster', async ({
  page,
}) => {
  const rpc = createSolanaRpc(DEVSTACK_SOLANA_RPC_URL)
  const lamports = async () =>
    (await rpc.getBalance(solanaAddress(SOLANA_TEST_WALLET_ADDRESS)).send()).value
  await connectMultichain(page)
  await page.getByRole('button', { name: new RegExp(shortAddress(buyer)) }).click()
  await page.getByRole('button', { name: /Switch network/ }).click()
  await page.getByTestId(`network-${DEVSTACK_SOLANA_CAIP_NETWORK_ID}`).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveText(
    shortAddress(SOLANA_TEST_WALLET_ADDRESS),
  )
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Buy' })
    .click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  await expect(buy.getByLabel('Buy', { exact: true })).toHaveValue('SOL')
  await buy.getByLabel('Amount (USD)').fill('30')
  // 30 USD − 0.45 fee − 0.50 network fee, at 150 USD a SOL.
  await expect(buy.getByTestId('onramp-receive')).toHaveText(/^0\.19366\d* SOL$/)
  const before = await lamports()
  const opened = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Buy with Coinbase' }).click()
  const popup = await opened
  await expect(popup.getByText('Foyer Solana Devnet')).toBeVisible()
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(popup.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()
  const buying = page.getByRole('dialog', { name: 'Buying' })
  await expect(buying.getByTestId('onramp-balance')).toBeVisible({ timeout: 15_000 })
  expect((await lamports()) - before).toBe(193_666_670n)
  await buying.screenshot({ path: `${artifacts}onramp-solana-success.png` })
})

test('onramp: options failing show the sample list; a failing quote shows the placeholder as an estimate', async ({
  page,
}) => {
  await faults('POST', { path: '/v1/onramp/options', status: 500 })
  await faults('POST', { path: '/v1/onramp/quote', status: 500 })
  const buy = await openBuy(page)
  // The sample sells USDC on Ethereum and Polygon: nothing on the devnet, USD with its limits.
  await expect(buy.getByTestId('onramp-nothing')).toHaveText('Nothing to buy on this network')
  await expect(buy.getByLabel('Buy', { exact: true }).locator('option')).toHaveCount(0)

  await faults('DELETE')
  await faults('POST', { path: '/v1/onramp/quote', status: 500 })
  // The options again (a new page load: the instance cached the sample).
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: new RegExp(shortAddress(buyer)) }).click()
  await page
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Buy' })
    .click()
  await buy.getByLabel('Buy', { exact: true }).selectOption('FUSD')
  await buy.getByLabel('Amount (USD)').fill('20')
  await expect(buy.getByTestId('onramp-estimate')).toHaveText('Estimate')
  await expect(buy.getByTestId('onramp-receive')).toContainText('20 FUSD')
  await buy.screenshot({ path: `${artifacts}onramp-estimate.png` })
})
