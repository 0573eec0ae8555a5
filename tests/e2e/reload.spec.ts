import { TEST_WALLET_ACCOUNT } from '@foyer/devstack/config'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

type Sample = { button: string | null; status: string | null }

// SPEC §4 start-up rule: after a reload a stored connection shows 'connecting' until the wallet
// confirms it, then 'connected' — never 'disconnected' on the way (no "Connect Wallet" flash).
test('reload while connected: every frame shows connecting or connected, never disconnected', async ({
  page,
}) => {
  await setWalletPolicy(page, 'approve')
  // Samples the button's and the host's status on every animation frame from the first one.
  await page.addInitScript(() => {
    const samples: Sample[] = []
    Object.assign(window, { foyerSamples: samples })
    const sample = () => {
      samples.push({
        button: document.querySelector('button[data-status]')?.getAttribute('data-status') ?? null,
        status: document.querySelector('[data-testid="status"]')?.textContent ?? null,
      })
      const settled = samples.slice(-30).every((item) => item.button === 'connected')
      if (!settled && samples.length < 1_200) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const account = page.getByRole('button', { name: shortAddress(TEST_WALLET_ACCOUNT.address) })
  await expect(account).toBeVisible()

  await page.reload()
  await expect(account).toBeVisible()
  await page.waitForFunction(() =>
    (window as unknown as { foyerSamples: Sample[] }).foyerSamples
      .slice(-30)
      .every((item) => item.button === 'connected'),
  )
  const samples = await page.evaluate(
    () => (window as unknown as { foyerSamples: Sample[] }).foyerSamples,
  )
  const rendered = samples.filter((item) => item.button !== null)
  expect(rendered.length).toBeGreaterThan(30)
  expect(new Set(rendered.map((item) => item.button))).not.toContain('disconnected')
  expect(new Set(rendered.map((item) => item.status))).not.toContain('disconnected')
  expect(rendered[0]?.button).toMatch(/^(connecting|connected)$/)
  expect(rendered.at(-1)).toEqual({ button: 'connected', status: 'connected' })
})
