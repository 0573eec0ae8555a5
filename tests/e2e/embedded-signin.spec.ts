// The embedded wallet's other ways in, end to end on the devstack frame: a social login through
// the consent popup, Farcaster through its approval page, a passkey with Chromium's virtual
// authenticator, device verification from a second browser, and the two-code email change.
import { DEVSTACK_FRAME_INBOX_URL, devstackChainA } from '@foyer/devstack/config'
import type { Browser, Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { displayAmount } from './expected.js'
import { expect, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const freshEmail = () => `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36)}`

type Inbox = {
  codes: { email: string; code: string }[]
  devices: { email: string; url: string; approved: boolean }[]
}

async function inbox(email: string): Promise<Inbox> {
  const response = await fetch(`${DEVSTACK_FRAME_INBOX_URL}?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Inbox
}

/** The newest code sent to `email` that is not one of `seen`. */
async function nextCode(email: string, seen: readonly string[] = []): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      code = (await inbox(email)).codes.find((entry) => !seen.includes(entry.code))?.code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code as string
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('dialog').getByRole('textbox', { name: 'Character 1 of 6' }).click()
  await page.keyboard.insertText(code)
}

/** The connected account's full address, read on the Account view (which it leaves open). */
async function accountAddress(page: Page): Promise<`0x${string}`> {
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  return ((await account.getByTestId('account-address').getAttribute('title')) ??
    '') as `0x${string}`
}

async function openConnect(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return page.getByRole('dialog')
}

/** Email login in a fresh page of `browser`'s new context; returns the page. */
async function emailLogin(browser: Browser, email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const dialog = await openConnect(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  return { context, page, dialog }
}

test('social login: the consent popup signs in, the account shows the user name and its balance', async ({
  page,
}) => {
  const dialog = await openConnect(page)
  const userName = freshName('gh')
  // GitHub is not among the first four socials (SPEC §9's order): it is behind "More".
  await dialog.getByRole('button', { name: 'More', exact: true }).click()
  await page.screenshot({ path: `${artifacts}social-list.png` })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'GitHub' }).click(),
  ])
  await expect(dialog.getByTestId('connecting-social')).toHaveAttribute('data-state', 'waiting')
  await popup.waitForURL(/\/social\/github\/consent/)
  await expect(popup.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible()
  await expect(popup.locator('main')).toContainText('Foyer demo')
  await page.screenshot({ path: `${artifacts}social-waiting.png` })
  await popup.screenshot({ path: `${artifacts}social-consent.png` })
  await popup.getByLabel('GitHub user name').fill(userName)
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  // The consent page closes itself once it has posted its result.
  await expect.poll(() => popup.isClosed()).toBe(true)

  const address = await accountAddress(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText(userName)
  const balance = `${displayAmount(await chain.getBalance({ address }), 18)} ETH`
  await expect(account).toContainText(balance)
  await page.screenshot({ path: `${artifacts}social-account.png` })

  // Reload keeps the social session.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('social login: Cancel on the consent page is a cancelled sign-in, and Try again works', async ({
  page,
}) => {
  const dialog = await openConnect(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  await popup.waitForURL(/\/social\/google\/consent/)
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByTestId('connecting-social')).toHaveAttribute('data-state', 'rejected')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  const [again] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Try again' }).click(),
  ])
  await again.waitForURL(/\/social\/google\/consent/)
  await again.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('Farcaster: the sign-in link and QR code, approved on the approval page', async ({
  page,
  context,
}) => {
  const dialog = await openConnect(page)
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = dialog.getByTestId('farcaster-url')
  await expect(link).toHaveAttribute('href', /\/farcaster\//)
  await expect(dialog.locator('svg[aria-label], canvas, img').first()).toBeVisible()
  await page.screenshot({ path: `${artifacts}farcaster-qr.png` })
  const url = (await link.getAttribute('href')) as string

  // The visitor opens the link elsewhere (here: another tab) and approves.
  const phone = await context.newPage()
  await phone.goto(url)
  const userName = freshName('fc')
  await phone.getByLabel('Farcaster user name').fill(userName)
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await accountAddress(page)
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(userName)
})

test('passkey: created in the passkey window with Chromium’s virtual authenticator', async ({
  page,
}) => {
  const dialog = await openConnect(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Sign in with a passkey' }).click(),
  ])
  const cdp = await page.context().newCDPSession(popup)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await popup.waitForURL(/^http:\/\/localhost:\d+\/passkey/)
  await popup.getByLabel('User name for a new passkey').fill(freshName('pk'))
  await popup.screenshot({ path: `${artifacts}passkey-page.png` })
  await popup.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const address = await accountAddress(page)
  expect(await chain.getBalance({ address })).toBeGreaterThan(0n)
})

test('device verification: a second browser approves itself from the emailed link', async ({
  browser,
}) => {
  const email = freshEmail()
  // First login from one browser: a new user, no device step.
  const first = await emailLogin(browser, email)
  await typeCode(first.page, await nextCode(email))
  await expect(first.page.getByTestId('status')).toHaveText('connected')
  const address = await accountAddress(first.page)
  await first.context.close()

  // The same email from another browser (another frame storage): approve this device first.
  const seen = (await inbox(email)).codes.map((entry) => entry.code)
  const second = await emailLogin(browser, email)
  const device = second.dialog.getByTestId('email-verify-device')
  await expect(device).toBeVisible()
  await expect(device).toContainText(email)
  await second.page.screenshot({ path: `${artifacts}device-verify.png` })
  let link: string | undefined
  await expect
    .poll(async () => {
      link = (await inbox(email)).devices.find((entry) => !entry.approved)?.url
      return link
    })
    .toMatch(/\/device\//)
  const approval = await second.context.newPage()
  await approval.goto(link as string)
  await approval.getByRole('button', { name: /Approve/ }).click()
  await expect(second.dialog.getByTestId('email-verify-otp')).toBeVisible()
  await typeCode(second.page, await nextCode(email, seen))
  await expect(second.page.getByTestId('status')).toHaveText('connected')
  expect(await accountAddress(second.page)).toBe(address)
  await second.context.close()
})

test('email change: a code to the current email, then one to the new email', async ({ page }) => {
  const email = freshEmail()
  const dialog = await openConnect(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const loginCode = await nextCode(email)
  await typeCode(page, loginCode)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await accountAddress(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText(email)
  await account.getByRole('button', { name: 'Update email' }).click()

  const newEmail = freshEmail()
  await page.getByRole('dialog').getByRole('textbox', { name: /email/i }).fill(newEmail)
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Continue|Save|Update/ })
    .click()
  await expect(page.getByRole('dialog')).toContainText(email)
  await typeCode(page, await nextCode(email, [loginCode]))
  await expect(page.getByRole('dialog')).toContainText(newEmail)
  await typeCode(page, await nextCode(newEmail))
  await expect(page.getByRole('dialog')).toContainText('Email updated')
  await page.screenshot({ path: `${artifacts}email-updated.png` })
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(newEmail)
})

test('Telegram mini-app: no window; the page goes to the consent page and back, result_uri leaves the address bar', async ({
  page,
}) => {
  // What Telegram's bridge gives a mini-app on Android (SPEC §6: no Facebook or X there).
  await page.addInitScript(() => {
    ;(window as unknown as { Telegram: unknown }).Telegram = { WebApp: { platform: 'android' } }
  })
  const popups: unknown[] = []
  page.on('popup', (popup) => popups.push(popup))
  const dialog = await openConnect(page)
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with X' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'More', exact: true }).click()
  const list = page.getByRole('dialog').getByRole('list', { name: 'Social logins' })
  await expect(list.getByRole('button', { name: 'Facebook' })).toHaveCount(0)
  await expect(list.getByRole('button', { name: 'GitHub' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()

  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click()
  await page.waitForURL(/\/social\/google\/consent/)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.waitForURL((url) => url.port === '5173')
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
  expect(popups).toEqual([])
})
