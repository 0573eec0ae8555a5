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

test('story: email, the socials in SPEC §9 order and the passkey entry, no frame made', async ({
  page,
  axe,
}) => {
  await page.goto(`${stories}/?story=connect--email-socials-and-passkey&mode=preview`)
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  const socials = dialog.getByRole('list', { name: 'Social logins' }).getByRole('button')
  const names = [
    'Continue with Google',
    'Continue with X',
    'Continue with Farcaster',
    'Continue with Discord',
    'More',
  ]
  await expect(socials).toHaveCount(names.length)
  for (const [index, name] of names.entries()) {
    await expect(socials.nth(index)).toHaveAccessibleName(name)
  }
  await expect(dialog.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}story-connect-embedded.png` })
})

test('story: the light theme', async ({ page }) => {
  await page.goto(`${stories}/?story=connect--light-theme&mode=preview`)
  const root = page.locator('[data-foyer]').first()
  await expect(root).toHaveAttribute('data-theme', 'light')
  await page.screenshot({ path: `${artifacts}story-connect-light.png` })
})

test('story: the network picker marks the wallet’s chain', async ({ page, axe }) => {
  await page.goto(`${stories}/?story=views--networks--picker&mode=preview`)
  const dialog = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(dialog.getByTestId('network-eip155:31337')).toHaveAttribute('aria-current', 'true')
  await expect(dialog.getByTestId('network-eip155:31338')).toBeEnabled()
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}story-networks.png` })
})

test('story: UnsupportedChain offers the listed networks', async ({ page, axe }) => {
  await page.goto(`${stories}/?story=views--unsupportedchain--other-chain&mode=preview`)
  const dialog = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(dialog.getByTestId('unsupported-chain-message')).toContainText('chain 5')
  await expect(dialog.getByTestId('network-eip155:31337')).toBeVisible()
  expect(await axe('[role="dialog"]')).toEqual([])
})

test('story: SIWXSignMessage waiting, signing and declined', async ({ page, axe }) => {
  for (const [story, state] of [
    ['idle', 'awaitingSignature'],
    ['signing', 'signing'],
    ['declined', 'awaitingSignature'],
  ] as const) {
    await page.goto(`${stories}/?story=views--siwxsignmessage--${story}&mode=preview`)
    const view = page.getByRole('dialog', { name: 'Sign In' }).getByTestId('siwx-sign-message')
    await expect(view).toHaveAttribute('data-state', state)
    await expect(view.getByTestId('siwx-statement')).toHaveText('Sign in to Demo dapp')
    if (story === 'signing')
      await expect(
        view.getByRole('progressbar', { name: 'Waiting for the signature' }),
      ).toBeVisible()
    if (story === 'declined') {
      await expect(view.getByTestId('siwx-error')).toHaveText('Signature declined')
      await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible()
    }
    if (story === 'idle') expect(await axe('[role="dialog"]')).toEqual([])
    await page.screenshot({ path: `${artifacts}story-siwx-${story}.png` })
  }
})

test('story: every swap state', async ({ page, axe }) => {
  const form = (name: string) =>
    page.getByRole('dialog', { name }).getByTestId(name === 'Swap' ? 'swap-view' : 'swap-preview')
  for (const [story, view, state, check] of [
    ['loading-quote', 'Swap', 'quoting', 'Getting quote…'],
    ['ready', 'Swap', 'ready', 'Swap'],
    ['high-price-impact', 'Swap', 'ready', 'Swap'],
    ['insufficient-balance', 'Swap', 'ready', 'Insufficient balance'],
    ['quote-error', 'Swap', 'failed', 'Try again'],
    ['approving', 'Review Swap', 'approving', 'Approving in your wallet…'],
    ['swapping', 'Review Swap', 'swapping', 'Swapping in your wallet…'],
    ['success', 'Review Swap', 'success', 'Swapped 30 FUSD for ETH'],
    ['failed', 'Review Swap', 'failed', 'Swap failed'],
  ] as const) {
    await page.goto(
      `${stories}/?story=views--${view === 'Swap' ? 'swap' : 'swappreview'}--${story}&mode=preview`,
    )
    await expect(form(view)).toHaveAttribute('data-state', state)
    await expect(page.getByRole('dialog', { name: view })).toContainText(check)
    if (story === 'high-price-impact')
      await expect(page.getByTestId('swap-price-impact')).toHaveAttribute('data-high', 'true')
    if (story === 'quote-error') await expect(page.getByLabel('You receive')).toHaveValue('')
    // (axe waits for animations to end: not on a state with a spinner.)
    if (['ready', 'insufficient-balance', 'success'].includes(story))
      expect(await axe('[role="dialog"]')).toEqual([])
    await page.screenshot({ path: `${artifacts}story-swap-${story}.png` })
  }
})
