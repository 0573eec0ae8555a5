import { expect, test } from './fixtures.js'

const stories = 'http://127.0.0.1:61000'
const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

test('story: the Connect view lists the installed wallets', async ({ page, axe }) => {
  await page.goto(`${stories}/?story=connect--with-installed-wallets&mode=preview`)
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Example Wallet/ })).toBeVisible()
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}story-connect.png` })
})

test('story: the Connect view without wallets shows its empty state', async ({ page }) => {
  await page.goto(`${stories}/?story=connect--no-wallet-installed&mode=preview`)
  await expect(page.getByRole('dialog').getByText('No browser wallet found')).toBeVisible()
})

test('story: the light theme', async ({ page }) => {
  await page.goto(`${stories}/?story=connect--light-theme&mode=preview`)
  const root = page.locator('[data-foyer]').first()
  await expect(root).toHaveAttribute('data-theme', 'light')
  await page.screenshot({ path: `${artifacts}story-connect-light.png` })
})

test('story: the network picker marks the wallet’s chain', async ({ page, axe }) => {
  await page.goto(`${stories}/?story=networks--picker&mode=preview`)
  const dialog = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(dialog.getByTestId('network-eip155:31337')).toHaveAttribute('aria-current', 'true')
  await expect(dialog.getByTestId('network-eip155:31338')).toBeEnabled()
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}story-networks.png` })
})

test('story: UnsupportedChain offers the listed networks', async ({ page, axe }) => {
  await page.goto(`${stories}/?story=networks--unsupported-chain&mode=preview`)
  const dialog = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(dialog.getByTestId('unsupported-chain-message')).toContainText('chain 5')
  await expect(dialog.getByTestId('network-eip155:31337')).toBeVisible()
  expect(await axe('[role="dialog"]')).toEqual([])
})
