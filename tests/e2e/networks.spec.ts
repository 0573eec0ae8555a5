import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_A_NAME,
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CHAIN_B_ID,
  devstackChainA,
  devstackChainB,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { type Chain, createPublicClient, http, parseEther } from 'viem'
import { displayAmount, shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const address = TEST_WALLET_ACCOUNT.address
const short = shortAddress(address)

/** The account's balance on a chain as the chain reports it, formatted as Foyer shows it. */
async function chainBalance(chain: Chain): Promise<string> {
  const client = createPublicClient({ chain, transport: http() })
  return `${displayAmount(await client.getBalance({ address }), 18)} ETH`
}

/** Gives the account a balance on chain B unlike chain A's, so following the chain shows. */
async function setChainBBalance(): Promise<void> {
  const client = createPublicClient({ chain: devstackChainB, transport: http() })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('4242.125').toString(16)}`] as never,
  })
}

/** Connects the demo to the test wallet (which approves everything) and opens Account. */
async function connectAndOpenAccount(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const accountButton = page.getByRole('button', { name: new RegExp(short) })
  await expect(accountButton).toBeVisible()
  await accountButton.click()
  return page.getByRole('dialog', { name: 'Account' })
}

/** The test wallet's own EIP-1193 provider, as the page has it. */
type WalletWindow = {
  foyerTestWallet: {
    getChainId(): number
    provider: { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }
  }
}

test('switch between the two devstack chains from the Networks view; the balance follows', async ({
  page,
  axe,
}) => {
  await setChainBBalance()
  await setWalletPolicy(page, 'approve')
  const account = await connectAndOpenAccount(page)
  const balanceA = await chainBalance(devstackChainA)
  const balanceB = await chainBalance(devstackChainB)
  expect(balanceA).not.toBe(balanceB)
  await expect(account.getByTestId('account-balance')).toHaveText(balanceA)

  await account.getByRole('button', { name: /Switch network/ }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  const chainA = networks.getByTestId(`network-eip155:${DEVSTACK_CHAIN_A_ID}`)
  const chainB = networks.getByTestId(`network-eip155:${DEVSTACK_CHAIN_B_ID}`)
  await expect(chainA).toHaveAttribute('aria-current', 'true')
  await expect(chainB).not.toHaveAttribute('aria-current', 'true')
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}networks-view.png` })

  await chainB.click()
  const back = page.getByRole('dialog', { name: 'Account' })
  await expect(back.getByTestId('account-network')).toHaveText('Foyer Devnet B')
  await expect(back.getByTestId('account-balance')).toHaveText(balanceB)
  expect(
    await page.evaluate(() => (window as unknown as WalletWindow).foyerTestWallet.getChainId()),
  ).toBe(DEVSTACK_CHAIN_B_ID)

  // The active network is stored: a reload stays on chain B.
  await page.reload()
  await page.getByRole('button', { name: new RegExp(short) }).click()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet B')

  await page.getByRole('button', { name: /Switch network/ }).click()
  await page.getByTestId(`network-eip155:${DEVSTACK_CHAIN_A_ID}`).click()
  await expect(page.getByTestId('account-network')).toHaveText(DEVSTACK_CHAIN_A_NAME)
  await expect(page.getByTestId('account-balance')).toHaveText(balanceA)
})

test('the wallet switches itself to a chain the demo does not list: UnsupportedChain, then back', async ({
  page,
  axe,
}) => {
  await setWalletPolicy(page, 'approve')
  const account = await connectAndOpenAccount(page)
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // In the wallet: add a chain the demo does not offer (served by chain A's node) and use it.
  await page.evaluate(async (rpcUrl) => {
    const { provider } = (window as unknown as WalletWindow).foyerTestWallet
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6b', chainName: 'Elsewhere', rpcUrls: [rpcUrl] }],
    })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6b' }],
    })
  }, DEVSTACK_CHAIN_A_RPC_URL)

  const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(unsupported).toHaveAttribute('data-view', 'UnsupportedChain')
  await expect(unsupported.getByTestId('unsupported-chain-message')).toContainText('chain 31339')
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}unsupported-chain.png` })
  // Safe close: Escape shakes instead of leaving the visitor on an unsupported chain.
  await page.keyboard.press('Escape')
  await expect(unsupported).toBeVisible()

  await unsupported.getByTestId(`network-eip155:${DEVSTACK_CHAIN_A_ID}`).click()
  await expect(unsupported).toBeHidden()
  await page.getByRole('button', { name: new RegExp(short) }).click()
  await expect(page.getByTestId('account-network')).toHaveText(DEVSTACK_CHAIN_A_NAME)
  await expect(page.getByTestId('account-balance')).toHaveText(await chainBalance(devstackChainA))
})

test('a chain the wallet does not know is added through 4902, then used', async ({ page }) => {
  // This wallet knows chain A only: the devstack's prelude is replaced by one without chain B.
  await page.route('**/test-wallet.js', async (route) => {
    const response = await route.fetch()
    const script = (await response.text()).replace(
      /^window\.__FOYER_TEST_WALLET_CONFIG__ = .*;\n/,
      `window.__FOYER_TEST_WALLET_CONFIG__ = ${JSON.stringify({
        chains: [
          {
            id: DEVSTACK_CHAIN_A_ID,
            name: DEVSTACK_CHAIN_A_NAME,
            rpcUrl: DEVSTACK_CHAIN_A_RPC_URL,
          },
        ],
      })};\n`,
    )
    await route.fulfill({ response, body: script })
  })
  await setWalletPolicy(page, 'approve')
  const account = await connectAndOpenAccount(page)
  const switchTo = () =>
    page.evaluate(() =>
      (window as unknown as WalletWindow).foyerTestWallet.provider
        .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
        .then(
          () => 'switched',
          (error: { code?: number }) => error.code,
        ),
    )
  expect(await switchTo()).toBe(4902)

  await account.getByRole('button', { name: /Switch network/ }).click()
  await page.getByTestId(`network-eip155:${DEVSTACK_CHAIN_B_ID}`).click()
  await expect(page.getByTestId('account-network')).toHaveText('Foyer Devnet B')
  await expect(page.getByTestId('account-balance')).toHaveText(await chainBalance(devstackChainB))
  expect(
    await page.evaluate(() => (window as unknown as WalletWindow).foyerTestWallet.getChainId()),
  ).toBe(DEVSTACK_CHAIN_B_ID)
})
