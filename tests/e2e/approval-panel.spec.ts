import { TEST_WALLET_ACCOUNT } from '@foyer/devstack/config'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

/** The wallet's own panel (Foyer's modal is also titled with the wallet's name meanwhile). */
const walletPanel = (page: import('@playwright/test').Page) =>
  page
    .getByRole('dialog', { name: 'Foyer Test Wallet' })
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })

// What a person using the demo does: the test wallet asks, as an extension would, and they
// answer in its panel while Foyer's modal is open.
test('a person approves the connection in the test wallet panel while the modal is open', async ({
  page,
}) => {
  await setWalletPolicy(page, 'ask')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const panel = walletPanel(page)
  await expect(panel).toBeVisible()
  // While the wallet asks, the modal says where to look.
  await expect(page.getByText('Continue in Foyer Test Wallet')).toBeVisible()
  await page.screenshot({ path: `${artifacts}approval-panel.png` })
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(shortAddress(TEST_WALLET_ACCOUNT.address)) }),
  ).toBeVisible()
})

test('a person rejects in the panel: the modal shows the declined state', async ({ page }) => {
  await setWalletPolicy(page, 'ask')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await walletPanel(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Connection declined')).toBeVisible()
})
