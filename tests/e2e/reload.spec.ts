// SPEC §4 start-up rule, for every connector: after a reload a stored connection shows
// 'connecting' until the wallet confirms it, then 'connected' — never 'disconnected' on the way
// (no "Connect Wallet" flash), neither on the button nor in the host's `useAccount`, which agrees
// with the button from its first render; and it ends on the same account and chain. Each test
// connects, moves off the default network where the connector can (so a lost network shows),
// then reloads with the frame sampler of reconnectSampler.ts watching.
import {
  DEVSTACK_CHAIN_B_ID,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import {
  connectMultichain,
  logInWithEmail,
  openWalletConnect,
  wcDisconnectAll,
  wcWallet,
} from './connectors.js'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'
import { type ReconnectWatch, watchReconnect } from './reconnectSampler.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
/** The demo's Status card: the host's `useAccount` status and CAIP address. */
const demo: ReconnectWatch = { statuses: ['status'], agrees: 'status', accounts: ['caip-address'] }
const anyAccount = /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/

/** From the account button, Account → Switch network → `caipNetworkId`; closes the modal. */
async function switchNetwork(page: Page, caipNetworkId: string) {
  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: /Switch network/ })
    .click()
  await page.getByTestId(`network-${caipNetworkId}`).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** Switches the demo to chain B and waits for the host to show the account there. */
async function switchToChainB(page: Page) {
  await switchNetwork(page, `eip155:${DEVSTACK_CHAIN_B_ID}`)
  await expect(page.getByTestId('caip-address')).toHaveText(
    new RegExp(`^eip155:${DEVSTACK_CHAIN_B_ID}:0x`),
  )
}

test('browser wallet: reload on chain B, every frame connecting or connected, same account', async ({
  page,
}) => {
  await setWalletPolicy(page, 'approve')
  const reloadAndCheck = await watchReconnect(page, demo)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const account = page.getByRole('button', { name: shortAddress(TEST_WALLET_ACCOUNT.address) })
  await expect(account).toBeVisible()
  await switchToChainB(page)

  await reloadAndCheck()
  await expect(account).toBeVisible()
})

test.describe('WalletConnect', () => {
  test.beforeEach(wcDisconnectAll)
  test.afterAll(wcDisconnectAll)

  test('WalletConnect: reload on chain B restores the session, never disconnected', async ({
    page,
  }) => {
    await wcWallet('policy', { decision: 'approve' })
    const reloadAndCheck = await watchReconnect(page, demo)
    await page.goto('/')
    await wcWallet('pair', { uri: await openWalletConnect(page) })
    const account = page.getByRole('button', {
      name: new RegExp(shortAddress(WC_WALLET_ACCOUNT.address)),
    })
    await expect(account).toBeVisible()
    await switchToChainB(page)

    await reloadAndCheck()
    await expect(account).toBeVisible()
  })
})

test('embedded wallet, email: reload on chain B keeps the session, never disconnected', async ({
  page,
}) => {
  const reloadAndCheck = await watchReconnect(page, demo)
  await logInWithEmail(page)
  await switchToChainB(page)

  await reloadAndCheck()
  await expect(page.getByRole('button', { name: anyAccount })).toBeVisible()
})

test('embedded wallet, social: reload on chain B keeps the session, never disconnected', async ({
  page,
}) => {
  const reloadAndCheck = await watchReconnect(page, demo)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  await popup.waitForURL(/\/social\/google\/consent/)
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await switchToChainB(page)

  await reloadAndCheck()
  await expect(page.getByRole('button', { name: anyAccount })).toBeVisible()
})

test('Solana Wallet Standard wallet alone: reload on Solana restores it, never disconnected', async ({
  page,
}) => {
  const reloadAndCheck = await watchReconnect(page, {
    statuses: ['status', 'status-solana'],
    agrees: 'status',
    accounts: ['caip-address', 'caip-solana'],
  })
  await connectMultichain(page)
  await switchNetwork(page, DEVSTACK_SOLANA_CAIP_NETWORK_ID)
  await page.getByRole('button', { name: 'Disconnect EVM' }).click()
  await expect(page.getByTestId('status-eip155')).toHaveText('disconnected')
  await expect(page.locator('button[data-status]')).toHaveAttribute('data-status', 'connected')

  await reloadAndCheck()
  await expect(page.getByTestId('status-eip155')).toHaveText('disconnected')
})

test('multi-chain (EVM and Solana at once): reload on Solana restores both, never disconnected', async ({
  page,
}) => {
  // `status`/`caip-address`: the active namespace's account (Solana's), as the button shows it.
  const reloadAndCheck = await watchReconnect(page, {
    statuses: ['status', 'status-eip155', 'status-solana'],
    agrees: 'status',
    accounts: ['caip-address', 'caip-eip155', 'caip-solana'],
  })
  await connectMultichain(page)
  await switchNetwork(page, DEVSTACK_SOLANA_CAIP_NETWORK_ID)

  await reloadAndCheck()
  // Still on the Solana network: the button shows the Solana account.
  const solana = await page.getByTestId('address-solana').textContent()
  await expect(page.locator('button[data-status]')).toContainText(shortAddress(solana ?? ''))
  await page.screenshot({ path: `${artifacts}reload-multichain.png` })
})
