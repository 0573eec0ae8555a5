// The modal on a phone-sized viewport (375 × 812, below the 430 px breakpoint): it is a bottom
// sheet (full width, on the bottom edge) and every control in the main views — Connect, All
// Wallets, Account with its tabs, Networks — is a touch target of at least 44 × 44 px (WCAG
// 2.5.5). Links inside a sentence are exempt (WCAG's inline exception).
import { TEST_WALLET_ACCOUNT } from '@foyer/devstack/config'
import type { Locator, Page } from '@playwright/test'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test, waitForAnimations } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const viewport = { width: 375, height: 812 }
const MIN_TARGET_PX = 44

test.use({ viewport })

/** Every visible control in the dialog smaller than 44 × 44 px, as `label: width×height`. */
async function smallTargets(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root, min) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, [role="tab"], select, input:not([type="checkbox"]):not([type="radio"]), a[href]',
    )
    return [...controls]
      .filter((element) => !element.closest('p'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 0 && element.checkVisibility())
      .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
      .map(({ element, box }) => {
        const label =
          element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
        return `${label}: ${Math.round(box.width)}×${Math.round(box.height)}`
      })
  }, MIN_TARGET_PX)
}

/** The dialog is a bottom sheet: the viewport's full width, its bottom edge on the viewport's. */
async function expectBottomSheet(dialog: Locator) {
  // Wait for the enter animation to end, so the box is where it stays.
  await dialog
    .page()
    .waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    )
  const box = await dialog.boundingBox()
  expect(box).not.toBeNull()
  expect(Math.round(box?.width ?? 0)).toBe(viewport.width)
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height)
}

async function checkView(page: Page, dialog: Locator, name: string) {
  await expectBottomSheet(dialog)
  expect(await smallTargets(dialog), `controls under 44 px in ${name}`).toEqual([])
  await page.screenshot({ path: `${artifacts}narrow-${name}.png` })
}

test('narrow viewport: a bottom sheet with 44 px touch targets in the main views', async ({
  page,
  network,
}) => {
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  await checkView(page, connect, 'connect')

  await connect.getByTestId('all-wallets-entry').click()
  const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
  await expect(allWallets.getByRole('list', { name: 'All wallets' })).toBeVisible()
  await checkView(page, allWallets, 'all-wallets')
  await allWallets.getByRole('button', { name: 'Back' }).click()

  await connect.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const accountButton = page.getByRole('button', {
    name: new RegExp(shortAddress(TEST_WALLET_ACCOUNT.address)),
  })
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await checkView(page, account, 'account')

  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByTestId('activity-list')).toBeVisible()
  expect(await smallTargets(account)).toEqual([])

  // A bottom sheet grows upward: content that arrives late (the activity's pages) moves the
  // controls above it, and a press aimed where one was lands beside it. Measured: switching to
  // Activity moved the network chip 346 → 408 → 263 px within 150 ms. CI once pressed beside it
  // (the Networks view never opened); press once the requests and the sheet have settled.
  await network.quiet()
  await waitForAnimations(page)
  await account.getByTestId('account-network').click()
  const networks = page.getByRole('dialog', { name: /Network/ })
  await expect(networks.getByRole('button').first()).toBeVisible()
  await checkView(page, networks, 'networks')
})
