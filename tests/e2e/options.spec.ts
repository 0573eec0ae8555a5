// Host options of createFoyer on the demo's /options.html (URL flags switch them): the legal
// checkbox, collapseWallets and emailShowWallets, embedded mode's close, smart sessions.
import { DEVSTACK_API_URL } from '@foyer/devstack/config'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

/** Opens the Connect view of /options.html with `flags`, once its email entry shows. */
async function openConnect(page: import('@playwright/test').Page, flags: string) {
  await setWalletPolicy(page, 'approve')
  await page.goto(`/options.html${flags}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  return dialog
}

test('legalCheckbox: wallets and email sign-in stay disabled until the checkbox is checked', async ({
  page,
  axe,
}) => {
  const dialog = await openConnect(page, '?legal')
  const box = dialog.getByRole('checkbox', { name: /I agree to our Terms of Service/ })
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:5173/terms.html',
  )
  const wallet = dialog.getByRole('button', { name: /Foyer Test Wallet/ })
  await expect(wallet).toBeDisabled()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled()
  await expect(dialog.getByTestId('connect-methods')).toHaveAttribute('data-state', 'blocked')
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}options-legal-checkbox.png` })
  // A click on the disabled wallet connects nothing.
  await wallet.click({ force: true })
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await box.check()
  await expect(wallet).toBeEnabled()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeEnabled()
  await wallet.click()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('collapseWallets and emailShowWallets: one "Continue with a wallet" entry instead of the list', async ({
  page,
  axe,
}) => {
  // Default: the installed wallet listed with email and socials.
  let dialog = await openConnect(page, '')
  await expect(dialog.getByRole('list', { name: 'Installed wallets' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with a wallet' })).toHaveCount(0)

  for (const flags of ['?collapseWallets', '?emailShowWallets=false']) {
    dialog = await openConnect(page, flags)
    const entry = dialog.getByRole('button', { name: 'Continue with a wallet' })
    await expect(entry).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Installed wallets' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: /Foyer Test Wallet/ })).toHaveCount(0)
    if (flags === '?collapseWallets') {
      expect(await axe('[role="dialog"]')).toEqual([])
      await page.screenshot({ path: `${artifacts}options-collapse-wallets.png` })
    }
    await entry.click()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(all.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  }
})

test('enableEmbedded: closing returns to Connect instead of closing the modal', async ({
  page,
}) => {
  const dialog = await openConnect(page, '?embedded')
  await dialog.getByTestId('all-wallets-entry').click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await all.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
})

test('Transactions and WhatIsAWallet: their code loads only when they open', async ({
  page,
  axe,
  network,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/assets/')[1]
    if (file && /^(TransactionsView|WhatIsAWalletView)-/.test(file)) fetched.push(file)
  })
  const dialog = await openConnect(page, '')
  // The next views' code is fetched ahead of use once the browser is idle: wait for that.
  await network.quiet()
  expect(fetched).toEqual([])

  await dialog.getByRole('button', { name: 'What is a wallet?' }).click()
  const help = page.getByRole('dialog', { name: 'What is a Wallet?' })
  await expect(help.getByText('One login for all of web3')).toBeVisible()
  expect(fetched).toEqual([expect.stringMatching(/^WhatIsAWalletView-/)])
  await help.getByRole('button', { name: 'Get a wallet' }).click()
  await page
    .getByRole('dialog', { name: 'All Wallets' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  await expect(page.getByTestId('status')).toHaveText('connected')

  await page.getByRole('button', { name: 'Activity' }).click()
  const activity = page.getByRole('dialog', { name: 'Activity' })
  await expect(activity.getByTestId('activity-list')).toHaveAttribute('data-state', 'success')
  expect(fetched).toEqual([
    expect.stringMatching(/^WhatIsAWalletView-/),
    expect.stringMatching(/^TransactionsView-/),
  ])
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}options-transactions.png` })
})

test("themeMode 'system' follows the colour scheme live; reduced motion turns the motion off", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
  const dialog = await openConnect(page, '?theme=system')
  const root = page.locator('[data-foyer]').filter({ has: dialog })
  await expect(root).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(root).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(root).toHaveAttribute('data-theme', 'light')

  // SPEC §9 motion: the view enters in 150 ms, the title in 120 ms; a list item's hover fades.
  const motion = () =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector)
        if (!element) throw new Error(`${selector} is missing`)
        return getComputedStyle(element)
      }
      const view = style('[data-motion="view"]')
      const title = style('[role="dialog"] h2')
      const item = style('[data-testid="all-wallets-entry"]')
      return {
        view: `${view.animationName === 'none' ? 'none' : 'on'} ${view.animationDuration}`,
        title: `${title.animationName === 'none' ? 'none' : 'on'} ${title.animationDuration}`,
        hover: item.transitionDuration,
      }
    })
  expect(await motion()).toEqual({ view: 'on 0.15s', title: 'on 0.12s', hover: '0.12s' })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await motion()).toEqual({
    view: expect.stringMatching(/^none /),
    title: expect.stringMatching(/^none /),
    hover: '0s',
  })
})

test('smartSessions: the Account view lists the sessions in force; a revoked one leaves the list and the API', async ({
  page,
  axe,
}) => {
  const dialog = await openConnect(page, '?smartSessions')
  await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const address = await account.getByTestId('account-address').getAttribute('title')
  const id = `eip155:31337:${address}`
  const sessionsOf = async () =>
    (
      (await (await fetch(`${DEVSTACK_API_URL}/v1/sessions/${id}`)).json()) as {
        pcis: Array<{ pci: string; revoked: boolean }>
      }
    ).pcis

  // Two sessions granted by the account on the devstack's sessions API (one permission each),
  // and one already revoked there (it is never listed).
  const grant = async () => {
    const response = await fetch(`${DEVSTACK_API_URL}/v1/sessions/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ permissions: [{ type: 'native-token-recurring-allowance' }] }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { pci: string }).pci
  }
  const [first, second] = [await grant(), await grant()]
  const listed = (await sessionsOf()).filter((session) => !session.revoked)
  expect(listed.map((session) => session.pci)).toEqual(expect.arrayContaining([first, second]))

  // The list is read when the Account view shows: reopen it.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ }).click()
  const sessions = account.getByRole('region', { name: 'Sessions' })
  const rows = sessions.getByTestId('smart-session')
  await expect(rows).toHaveCount(listed.length)
  await expect(rows.first()).toContainText('1 permission')
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}options-smart-sessions.png` })

  // Revoke the first: the test wallet signs its pci, the API revokes it, the list drops it.
  const short = `${first.slice(0, 4)}…${first.slice(-6)}`
  await sessions.getByRole('button', { name: `Revoke session ${short}` }).click()
  await expect(rows).toHaveCount(listed.length - 1)
  await expect(sessions.getByRole('button', { name: `Revoke session ${short}` })).toHaveCount(0)
  const after = await sessionsOf()
  expect(after.find((session) => session.pci === first)?.revoked).toBe(true)
  expect(after.find((session) => session.pci === second)?.revoked).toBe(false)
})
