import {
  DEVSTACK_TOKENS,
  devstackChainA,
  TEST_ACCOUNTS,
  TEST_WALLET_ACCOUNT,
  TEST_WALLET_STORAGE_KEYS,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectTestWallet } from './connectors.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

// Issue #22: the demo's "Pay 5 FUSD" button (PayButton.tsx, shown connected or not) calls `pay`
// for 5 FUSD to anvil account #2.

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

const recipient = TEST_ACCOUNTS[2].address
const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const fusdBalance = (owner: `0x${string}` = recipient) =>
  chain.readContract({
    address: fusd?.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Moves FUSD on chain A from the account with `privateKey` to `to`, awaiting the receipt. */
async function moveFusd(privateKey: `0x${string}`, to: `0x${string}`, amount: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: devstackChainA,
    transport: http(),
  })
  const hash = await wallet.writeContract({
    address: fusd?.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

/**
 * Leaves the test wallet's account holding `keep` FUSD for `run`: the rest waits in a fresh
 * account (given gas through anvil) and comes back afterwards, so other tests keep their FUSD.
 */
async function withFusdDrainedTo(keep: bigint, run: () => Promise<void>) {
  const sinkKey = generatePrivateKey()
  const sink = privateKeyToAccount(sinkKey).address
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [sink, `0x${parseEther('1').toString(16)}`] as never,
  })
  const moved = (await fusdBalance(TEST_WALLET_ACCOUNT.address)) - keep
  await moveFusd(TEST_WALLET_ACCOUNT.privateKey, sink, moved)
  try {
    await run()
  } finally {
    await moveFusd(sinkKey, TEST_WALLET_ACCOUNT.address, moved)
  }
}

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

test('pay: disconnected — the host’s button connects the test wallet first, then the Pay view shows and it pays', async ({
  page,
}) => {
  // Connecting approves at once; the payment's transaction waits for the wallet's panel.
  await page.addInitScript(
    ([key, policy]) => localStorage.setItem(key as string, policy as string),
    [
      TEST_WALLET_STORAGE_KEYS.policy,
      JSON.stringify({ decision: 'approve', methods: { eth_sendTransaction: 'ask' } }),
    ],
  )
  await page.goto('/')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  const before = await fusdBalance()
  await page.getByRole('button', { name: 'Pay 5 FUSD' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  const payView = page.getByRole('dialog', { name: 'Pay' })
  await expect(payView.getByTestId('pay-amount')).toHaveText('5 FUSD')
  const steps = payView.getByRole('list', { name: 'Payment steps' }).getByRole('listitem')
  await expect(steps.nth(2)).toHaveAttribute('data-state', 'active')
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done')
  await payView.screenshot({ path: `${artifacts}pay-after-connect.png` })
  await walletPanel(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('demo-pay')).toHaveText(/^Pay: paid 0x[0-9a-f]{64}$/)
  await expect(payView.getByRole('status')).toHaveText('Paid 5 FUSD')
  expect((await fusdBalance()) - before).toBe(parseUnits('5', 6))
})

test('pay: with too little FUSD — the onramp step buys the difference, then it pays', async ({
  page,
}) => {
  await withFusdDrainedTo(parseUnits('2', 6), async () => {
    await connectTestWallet(page)
    const before = await fusdBalance()
    await page.getByRole('button', { name: 'Pay 5 FUSD' }).click()
    const payView = page.getByRole('dialog', { name: 'Pay' })
    await expect(payView.getByTestId('pay-shortfall')).toHaveText(
      'Not enough FUSD: 3 FUSD missing.',
    )
    await expect(payView.getByTestId('pay-balance')).toHaveText('2 FUSD')
    await payView.screenshot({ path: `${artifacts}pay-shortfall.png` })
    await payView.getByRole('button', { name: 'Buy 3 FUSD' }).click()
    // The onramp, on FUSD, for the card's minimum (10 USD buys 9.35 FUSD on the devstack).
    const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
    await expect(buy.getByLabel('Amount (USD)')).toHaveValue('10')
    await expect(buy.getByTestId('onramp-receive')).toHaveText('9.350000 FUSD')
    const opened = page.waitForEvent('popup')
    await buy.getByRole('button', { name: 'Buy with Coinbase' }).click()
    const popup = await opened
    await popup.getByRole('button', { name: 'Complete purchase' }).click()
    await expect(popup.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()
    // The payment saw the balance rise (polled every 4 s) and paid.
    await expect(page.getByTestId('demo-pay')).toHaveText(/^Pay: paid 0x[0-9a-f]{64}$/, {
      timeout: 15_000,
    })
    expect((await fusdBalance()) - before).toBe(parseUnits('5', 6))
    expect(await fusdBalance(TEST_WALLET_ACCOUNT.address)).toBe(parseUnits('6.35', 6))
  })
})
