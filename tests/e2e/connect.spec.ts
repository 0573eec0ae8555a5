import {
  DEVSTACK_API_URL,
  DEVSTACK_TOKENS,
  devstackChainA,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import { createPublicClient, erc20Abi, http } from 'viem'
import { signAndSendFromDemo } from './demoActions.js'
import { displayAmount, shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const address = TEST_WALLET_ACCOUNT.address
const short = shortAddress(address)

const chain = createPublicClient({ chain: devstackChainA, transport: http() })

/** The account's balance as the chain itself reports it, formatted as Foyer shows it. */
async function chainBalance(): Promise<string> {
  return `${displayAmount(await chain.getBalance({ address }), 18)} ETH`
}

/** Each test token's balance as its contract reports it, formatted as Foyer shows it. */
async function chainTokenBalances(): Promise<string[]> {
  return Promise.all(
    DEVSTACK_TOKENS.map(async (token) => {
      const raw = await chain.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
      return `${displayAmount(raw, token.decimals)} ${token.symbol}`
    }),
  )
}

test('connect the test wallet, see its anvil balance, stay connected on reload, disconnect', async ({
  page,
  axe,
}) => {
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()

  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const wallet = dialog.getByRole('button', { name: /Foyer Test Wallet/ })
  await expect(wallet).toBeVisible()
  await expect(wallet.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}connect-view.png` })

  await wallet.click()
  await expect(dialog).toBeHidden()
  const accountButton = page.getByRole('button', { name: new RegExp(short) })
  await expect(accountButton).toBeVisible()
  const balance = await chainBalance()
  await expect(accountButton).toContainText(balance)
  // Analytics went from the browser to the devstack's events endpoint.
  await expect
    .poll(async () => {
      const { events } = await (await fetch(`${DEVSTACK_API_URL}/devstack/analytics-events`)).json()
      return events
        .filter(
          (event: { query: { projectId?: string } }) => event.query.projectId === 'foyer-demo',
        )
        .map((event: { body: { props: { event: string } } }) => event.body.props.event)
    })
    .toEqual(expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS']))

  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveText(short)
  await expect(account.getByTestId('account-balance')).toHaveText(balance)
  await expect(account.getByTestId('account-network')).toHaveText('Foyer Devnet')
  // Token balances come from the chain through the devstack's blockchain API.
  const tokens = account.getByRole('list', { name: 'Tokens' })
  for (const expected of await chainTokenBalances()) await expect(tokens).toContainText(expected)
  await expect(tokens).toContainText(balance)
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}account-view.png` })
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(short) })).toContainText(balance)
  await expect(page.getByTestId('status')).toHaveText('connected')

  await page.getByRole('button', { name: new RegExp(short) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('the wallet rejects: the modal shows the declined state and stays usable', async ({
  page,
  axe,
}) => {
  await setWalletPolicy(page, 'reject')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingExternal')
  expect(await axe('[role="dialog"]')).toEqual([])
  // Component styles win over the scoped reset: the retry button keeps its accent colour.
  const retry = dialog.getByRole('button', { name: 'Try again' })
  const accent = await dialog.evaluate((node) =>
    getComputedStyle(node).getPropertyValue('--foyer-accent'),
  )
  expect(await retry.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  )
  expect(accent.trim()).not.toBe('')
  await page.screenshot({ path: `${artifacts}connection-declined.png` })
  // A host's own rule sets any token: the themes' tokens sit in a cascade layer, not inline.
  const style = await page.addStyleTag({ content: '[data-foyer] { --foyer-accent: rgb(1, 2, 3) }' })
  // (once the button's 120 ms colour transition has run)
  await expect
    .poll(() => retry.evaluate((node) => getComputedStyle(node).backgroundColor))
    .toBe('rgb(1, 2, 3)')
  await style.evaluate((node) => (node as Element).remove())

  // Still usable: back to the list, and a retry once the wallet approves connects.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await page.evaluate(() =>
    (
      window as unknown as { foyerTestWallet: { setPolicy(p: object): void } }
    ).foyerTestWallet.setPolicy({
      decision: 'approve',
    }),
  )
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
})

test('keyboard: the modal traps focus, Escape closes it and focus returns to the button', async ({
  page,
}) => {
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement))
  // Focus moves into the dialog once its lazily loaded view is there, then stays trapped.
  await expect.poll(focusInside).toBe(true)
  // The host page behind is inert while the dialog is open.
  const hostInert = () =>
    page.evaluate(() => document.getElementById('root')?.hasAttribute('inert'))
  expect(await hostInert()).toBe(true)
  // All the way round and past the end, each way: Tab and Shift+Tab wrap inside the dialog, and
  // each step fails if focus settles anywhere on the host page.
  await expect(dialog.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  const stops = await dialog.evaluate(
    (node) =>
      node.querySelectorAll('button:not([disabled]), input:not([disabled]), a[href]').length,
  )
  for (const key of ['Tab', 'Shift+Tab'])
    for (let index = 0; index < stops + 2; index++) {
      await page.keyboard.press(key)
      await expect.poll(focusInside).toBe(true)
    }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()
  expect(await hostInert()).toBe(false)
})

test('the host signs a message and sends a transaction through the connected wallet', async ({
  page,
}) => {
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()

  await signAndSendFromDemo(page, address)
})
