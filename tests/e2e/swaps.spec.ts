// Swaps (#21) in Chromium on the devstack: real trades on the anvil pools through each kind of
// wallet, balances read from the chain with viem before and after, and the fault controls.
//
// - native → 6-decimals token (ETH → FUSD) through the embedded wallet, ApproveTransaction
//   shown and approved;
// - token → native (FUSD → ETH) with its approve step, through the EIP-6963 test wallet; the
//   swap then in the Account view's Activity;
// - token → token (FUSD → FOY) through WalletConnect's test wallet;
// - faults: a failing quote, a slow quote, a rejected signature; a network without swaps.
import {
  DEVSTACK_API_URL,
  DEVSTACK_CONTRACTS,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  type DevstackAccount,
  devstackChainA,
  NATIVE_TOKEN_ADDRESS,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  connectMultichain,
  logInWithEmail,
  openWalletConnect,
  wcDisconnectAll,
  wcWallet,
} from './connectors.js'
import { addFault, control } from './devstackControls.js'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const caip = (address: Address) => `eip155:${devstackChainA.id}:${address}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const FUSD = DEVSTACK_CONTRACTS.usdToken
const FOY = DEVSTACK_CONTRACTS.token

const tokenBalance = (token: Address, owner: Address) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const ethBalance = (owner: Address) => chain.getBalance({ address: owner, blockTag: 'latest' })

/** What the devstack's pools pay now for `amount` (smallest units) of `from`. */
async function poolQuote(from: string, to: string, amount: bigint, user: Address) {
  const query = new URLSearchParams({
    projectId: 'foyer-demo',
    amount: String(amount),
    userAddress: user,
    from,
    to,
    gasPrice: '1000000000',
  })
  const answer = (await (await fetch(`${DEVSTACK_API_URL}/v1/convert/quotes?${query}`)).json()) as {
    quotes: Array<{ toAmount: string }>
  }
  return BigInt(answer.quotes[0]?.toAmount ?? '0')
}

/** The pool may spend none of `account`'s FUSD again, so its next FUSD swap approves first. */
async function revokeFusdAllowance(account: DevstackAccount) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: devstackChainA,
    transport: http(),
  })
  const hash = await wallet.writeContract({
    address: FUSD,
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEVSTACK_CONTRACTS.usdPool, 0n],
  })
  await chain.waitForTransactionReceipt({ hash })
}

/** Opens Swap from the Account view's wallet features. */
async function openSwap(page: Page, accountButton: Locator): Promise<Locator> {
  await accountButton.click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.locator('form[data-state]')).toBeVisible()
  return swap
}

/** Picks `symbol` for a side of the open Swap view. */
async function pickToken(page: Page, side: 'from' | 'to', symbol: string) {
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByTestId(`swap-${side}-token`).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: new RegExp(` ${symbol}( [\\d,.]+)?$`) })
    .first()
    .click()
  await expect(swap.getByTestId(`swap-${side}-token`)).toHaveText(new RegExp(`${symbol}$`))
}

/** Fills the Swap view and waits for the quote; returns the action button. */
async function fillSwap(
  page: Page,
  from: string,
  to: string,
  amount: string,
  label: string | RegExp,
) {
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await pickToken(page, 'from', from)
  await pickToken(page, 'to', to)
  await swap.getByLabel('You pay').fill(amount)
  const action = swap.getByTestId('swap-action')
  await expect(action).toHaveText(label)
  return action
}

/** From Review Swap, swaps; `approveEach` answers each wallet request; returns the hash. */
async function confirmSwap(page: Page, shot: string, approveEach?: () => Promise<void>) {
  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  await expect(preview.getByTestId('preview-get')).not.toHaveText('…')
  await page.screenshot({ path: `${artifacts}swap-${shot}-preview.png` })
  await preview.getByTestId('preview-submit').click()
  if (approveEach) await approveEach()
  const success = page.locator('[data-state="success"][data-hash]')
  await expect(success).toBeVisible({ timeout: 30_000 })
  await page.screenshot({ path: `${artifacts}swap-${shot}-success.png` })
  return (await success.getAttribute('data-hash')) as `0x${string}`
}

test.afterEach(async () => {
  await control('DELETE', '/faults')
})

test('native → FUSD through the embedded wallet, its ApproveTransaction approved', async ({
  page,
}) => {
  const accountButton = await logInWithEmail(page)
  await accountButton.click()
  const owner = ((await page
    .getByRole('dialog', { name: 'Account' })
    .getByTestId('account-address')
    .getAttribute('title')) ?? '') as Address
  await page.keyboard.press('Escape')
  const [ethBefore, usdBefore] = await Promise.all([ethBalance(owner), tokenBalance(FUSD, owner)])
  await openSwap(page, accountButton)
  const action = await fillSwap(page, 'ETH', 'FUSD', '0.01', 'Swap')
  const quoted = await poolQuote(ETH, caip(FUSD), parseUnits('0.01', 18), owner)
  await page.screenshot({ path: `${artifacts}swap-form.png` })
  await action.click()
  await confirmSwap(page, 'embedded', async () => {
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await expect(approve).toContainText('0.01 ETH')
    await page.screenshot({ path: `${artifacts}swap-embedded-approve.png` })
    await approve.getByRole('button', { name: 'Approve' }).click()
  })
  const received = (await tokenBalance(FUSD, owner)) - usdBefore
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(ethBefore - (await ethBalance(owner))).toBeGreaterThanOrEqual(parseUnits('0.01', 18))
})

test('FUSD → ETH with its approve step through the test wallet; the swap in Activity', async ({
  page,
}) => {
  const owner = TEST_WALLET_ACCOUNT.address
  await revokeFusdAllowance(TEST_WALLET_ACCOUNT)
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const accountButton = page.getByRole('button', { name: new RegExp(shortAddress(owner)) })
  await expect(accountButton).toBeVisible()
  const [ethBefore, usdBefore] = await Promise.all([ethBalance(owner), tokenBalance(FUSD, owner)])
  await openSwap(page, accountButton)
  const action = await fillSwap(page, 'FUSD', 'ETH', '30', 'Approve FUSD')
  const quoted = await poolQuote(caip(FUSD), ETH, parseUnits('30', 6), owner)
  await action.click()
  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  const steps = preview.getByRole('list', { name: 'Steps' }).getByRole('listitem')
  await expect(steps).toHaveText(['1Approve the token', '2Swap'])
  const hash = await confirmSwap(page, 'approve')
  await expect(steps).toHaveText(['✓Approved', '✓Swapped'])
  expect(usdBefore - (await tokenBalance(FUSD, owner))).toBe(parseUnits('30', 6))
  // The ETH bought, less the two transactions' gas (well under 1% of it on anvil).
  expect((await ethBalance(owner)) - ethBefore).toBeGreaterThan((quoted * 98n) / 100n)

  await page.getByRole('button', { name: 'Done' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account.locator(`[data-testid="activity-row"][data-hash="${hash}"]`)
  await expect(row).toBeVisible()
  await page.screenshot({ path: `${artifacts}swap-activity.png` })
})

test('FUSD → FOY (token → token) through WalletConnect’s test wallet', async ({ page }) => {
  const owner = WC_WALLET_ACCOUNT.address
  await wcDisconnectAll()
  await wcWallet('policy', { decision: 'approve' })
  await page.goto('/')
  await wcWallet('pair', { uri: await openWalletConnect(page) })
  await expect(page.getByTestId('status')).toHaveText('connected')
  const accountButton = page.getByRole('button', { name: new RegExp(shortAddress(owner)) })
  const [usdBefore, foyBefore] = await Promise.all([
    tokenBalance(FUSD, owner),
    tokenBalance(FOY, owner),
  ])
  await openSwap(page, accountButton)
  const action = await fillSwap(page, 'FUSD', 'FOY', '12', /^(Approve FUSD|Swap)$/)
  const quoted = await poolQuote(caip(FUSD), caip(FOY), parseUnits('12', 6), owner)
  await action.click()
  await confirmSwap(page, 'walletconnect')
  expect(usdBefore - (await tokenBalance(FUSD, owner))).toBe(parseUnits('12', 6))
  const bought = (await tokenBalance(FOY, owner)) - foyBefore
  expect(bought).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  test.info().annotations.push({ type: 'bought', description: `${formatUnits(bought, 18)} FOY` })
  await wcDisconnectAll()
})

test('faults: a failing quote, a slow quote, a rejected signature', async ({ page }) => {
  const owner = TEST_WALLET_ACCOUNT.address
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const accountButton = page.getByRole('button', { name: new RegExp(shortAddress(owner)) })
  await expect(accountButton).toBeVisible()
  const swap = await openSwap(page, accountButton)
  const form = swap.locator('form[data-state]')
  const receive = swap.getByLabel('You receive')
  const action = swap.getByTestId('swap-action')
  const shown = async (amount: string) =>
    formatUnits(await poolQuote(ETH, caip(FUSD), parseUnits(amount, 18), owner), 6)

  // A failing quote: the reason, Try again, and no quote (no stale amount, no details).
  await fillSwap(page, 'ETH', 'FUSD', '0.01', 'Swap')
  await addFault({ path: '/v1/convert/quotes', status: 500 })
  await swap.getByLabel('You pay').fill('0.02')
  await expect(action).toHaveText('Try again')
  await expect(swap.getByTestId('swap-message')).not.toHaveText('')
  await expect(receive).toHaveValue('')
  await expect(swap.getByTestId('swap-details')).toHaveCount(0)
  await page.screenshot({ path: `${artifacts}swap-quote-failed.png` })
  await control('DELETE', '/faults')
  await action.click()
  await expect(action).toHaveText('Swap')
  await expect(receive).toHaveValue(await shown('0.02'))

  // A slow quote: the answer for the older amount arrives last and is never shown.
  await addFault({ path: '/v1/convert/quotes', delayMs: 3000, times: 1 })
  const slow = page.waitForResponse(
    (response) =>
      response.url().includes('/v1/convert/quotes') &&
      response.url().includes(`amount=${parseUnits('0.03', 18)}`),
  )
  await swap.getByLabel('You pay').fill('0.03')
  await expect(form).toHaveAttribute('data-state', 'quoting')
  await swap.getByLabel('You pay').fill('0.04')
  const newest = await shown('0.04')
  await expect(receive).toHaveValue(newest)
  await slow
  await expect(form).toHaveAttribute('data-state', 'ready')
  await expect(receive).toHaveValue(newest)

  // A rejected signature: the form as it was.
  await page.evaluate(() =>
    (
      window as unknown as { foyerTestWallet: { setPolicy(policy: unknown): void } }
    ).foyerTestWallet.setPolicy({ decision: 'reject' }),
  )
  await action.click()
  const preview = page.getByRole('dialog', { name: 'Review Swap' })
  await preview.getByTestId('preview-submit').click()
  await expect(preview.locator('[role="alert"][data-code]')).toHaveAttribute(
    'data-code',
    'USER_REJECTED',
  )
  await page.screenshot({ path: `${artifacts}swap-rejected.png` })
  await preview.getByRole('button', { name: 'Edit' }).click()
  await expect(swap.getByLabel('You pay')).toHaveValue('0.04')
  await expect(receive).toHaveValue(newest)
  await expect(swap.getByTestId('swap-from-token')).toHaveText(/ETH$/)
  await expect(swap.getByTestId('swap-to-token')).toHaveText(/FUSD$/)
})

test('a network without swaps does not offer them', async ({ page }) => {
  await connectMultichain(page)
  await page
    .getByRole('button', { name: new RegExp(shortAddress(TEST_WALLET_ACCOUNT.address)) })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const features = account.getByRole('navigation', { name: 'Wallet features' })
  await expect(features.getByRole('button', { name: 'Swap' })).toBeVisible()
  await page.getByRole('button', { name: /Switch network/ }).click()
  await page.getByTestId(`network-${DEVSTACK_SOLANA_CAIP_NETWORK_ID}`).click()
  await expect(features.getByRole('button', { name: 'Send' })).toBeVisible()
  await expect(features.getByRole('button', { name: 'Swap' })).toHaveCount(0)
})
