// A host that swaps views (/custom-views.html, playground/demo/src/custom-views): its own
// Connect, Account and WalletSend, written on public hooks only, drive a whole visit — connect
// the test wallet, see the anvil balance, send FUSD (checked on chain), disconnect, and sign in
// by email — while Foyer keeps the router and every other view. The default views' code for the
// three it replaced is never downloaded.
import { readdirSync } from 'node:fs'
import {
  DEVSTACK_TOKENS,
  devstackChainA,
  TEST_ACCOUNTS,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createPublicClient, decodeFunctionData, erc20Abi, http, parseUnits } from 'viem'
import { latestCode } from './connectors.js'
import { displayAmount, shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const sender = TEST_WALLET_ACCOUNT.address
const recipient = TEST_ACCOUNTS[3].address
const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')?.address as `0x${string}`
const fusdBalance = (address: `0x${string}`) =>
  chain.readContract({ address: fusd, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const ethBalance = async (address: `0x${string}`) =>
  `${displayAmount(await chain.getBalance({ address }), 18)} ETH`

/** The built demo's chunks of the three default views the page replaces (`ConnectView-….js`). */
const replacedView = /^(ConnectView|AccountView|WalletSendView)-[\w-]+\.js$/
const assets = new URL('../../playground/demo/dist/assets/', import.meta.url)

/** Records every chunk of a replaced default view that `page` requests, from now on. */
function watchReplacedChunks(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    const file = pathname.slice(pathname.lastIndexOf('/') + 1)
    if (pathname.includes('/assets/') && replacedView.test(file)) fetched.push(file)
  })
  return fetched
}

test('the demo build has a chunk for each view the page replaces', () => {
  const chunks = readdirSync(assets).filter((file) => replacedView.test(file))
  expect(chunks.map((file) => file.replace(/-.*/, '')).sort()).toEqual([
    'AccountView',
    'ConnectView',
    'WalletSendView',
  ])
})

// The never-fetched check can fail: on the page with the default views it sees their code.
test('control: the default page does fetch the default Connect view', async ({ page }) => {
  const fetched = watchReplacedChunks(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect(fetched.some((file) => file.startsWith('ConnectView-'))).toBe(true)
})

test('custom views: connect the test wallet, its anvil balance, send FUSD on chain, disconnect', async ({
  page,
  axe,
}) => {
  const fetched = watchReplacedChunks(page)
  await setWalletPolicy(page, 'approve')
  await page.goto('/custom-views.html')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()

  // The host's Connect lists the installed test wallet; Foyer's own Connecting view follows.
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByTestId('host-connect')).toBeVisible()
  const installed = connect.getByRole('list', { name: 'Installed wallets' })
  await expect(installed.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  expect(await axe('[data-testid="host-connect"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}custom-views-connect.png` })
  await installed.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(connect).toBeHidden()
  await expect(page.getByTestId('status')).toHaveText('connected')

  // The host's Account: the address and the balance anvil reports.
  await page.getByRole('button', { name: new RegExp(shortAddress(sender)) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('host-address')).toHaveText(new RegExp(`^${sender}$`, 'i'))
  await expect(account.getByTestId('host-balance')).toHaveText(await ethBalance(sender))
  expect(await axe('[data-testid="host-account"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}custom-views-account.png` })

  // The host's Send: the hook's validation first, then 1.25 FUSD to anvil account #3.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Send' })
  const message = form.getByTestId('host-send-message')
  await expect(message).toHaveText('An amount and receiver address are required')
  const submit = form.getByRole('button', { name: 'Send', exact: true })
  await expect(submit).toBeDisabled()
  const token = form.getByLabel('Token', { exact: true })
  const option = token.locator('option', { hasText: /^FUSD / })
  await expect(option).toHaveCount(1)
  await token.selectOption((await option.getAttribute('value')) ?? '')
  await form.getByLabel('Amount', { exact: true }).fill('1.25')
  await form.getByLabel('To', { exact: true }).fill('not an address')
  await expect(form.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(submit).toBeDisabled()
  await form.getByLabel('To', { exact: true }).fill(recipient)
  await expect(message).toHaveText('')
  await expect(form.getByTestId('host-send-fee')).toContainText(/Network fee: 0\.\d+ ETH/)
  await expect(submit).toBeEnabled()
  expect(await axe('[role="dialog"] form[data-state]')).toEqual([])
  await page.screenshot({ path: `${artifacts}custom-views-send.png` })

  const [fromBefore, toBefore] = await Promise.all([fusdBalance(sender), fusdBalance(recipient)])
  await submit.click()
  const sent = form.getByTestId('host-send-hash')
  await expect(sent).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 20_000 })
  await expect(form.getByRole('status')).toHaveText(`Sent 1.25 FUSD to ${shortAddress(recipient)}.`)
  await page.screenshot({ path: `${artifacts}custom-views-sent.png` })
  const hash = (await sent.textContent()) as `0x${string}`
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(sender.toLowerCase())
  expect(receipt.to?.toLowerCase()).toBe(fusd.toLowerCase())
  const call = decodeFunctionData({
    abi: erc20Abi,
    data: (await chain.getTransaction({ hash })).input,
  })
  expect(call.functionName).toBe('transfer')
  expect(call.args).toEqual([recipient, parseUnits('1.25', 6)])
  expect(await fusdBalance(recipient)).toBe(toBefore + parseUnits('1.25', 6))
  expect(fromBefore - (await fusdBalance(sender))).toBe(parseUnits('1.25', 6))

  // Done: an empty form, and back to the host's Account. (That its balances are read again after
  // an ERC-20 send is proven in headless, writeContract's test: the gas paid here is too small
  // to change the balance's three shown decimals reliably.)
  await form.getByRole('button', { name: 'Done' }).click()
  await expect(account.getByTestId('host-account')).toBeVisible()

  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  expect(fetched, 'the default views the page replaced are never fetched').toEqual([])
})

test('custom views: email sign-in through the host’s Connect, then its Account', async ({
  page,
}) => {
  const fetched = watchReplacedChunks(page)
  await page.goto('/custom-views.html')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const field = dialog.getByRole('textbox', { name: 'Sign in with your email' })
  const sendCode = dialog.getByRole('button', { name: 'Email me a code' })

  // Foyer's validation, in Foyer's words, in the host's alert.
  await field.fill('visitor@nowhere')
  await sendCode.click()
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email address')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  const email = `host-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await field.fill(email)
  await sendCode.click()
  // Foyer's own code step (the default EmailVerifyOtp view).
  const otp = page.getByRole('dialog').getByTestId('email-verify-otp')
  await expect(otp).toBeVisible()
  await otp.getByRole('textbox', { name: 'Character 1 of 6' }).click()
  await page.keyboard.insertText(await latestCode(email))
  await expect(page.getByTestId('status')).toHaveText('connected')

  const accountButton = page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ })
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const address = ((await account.getByTestId('host-address').textContent()) ?? '') as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(accountButton).toContainText(shortAddress(address))
  await expect(account.getByTestId('host-balance')).toHaveText(await ethBalance(address))
  await page.screenshot({ path: `${artifacts}custom-views-email-account.png` })
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  expect(fetched, 'the default views the page replaced are never fetched').toEqual([])
})
