// Sign in with X (SPEC §4), on the demo's sign-in-required page (siwx.html, the default
// SiwxConfig): connecting the browser test wallet opens SIWXSignMessage, closing is refused,
// signing stores the session; a reload with it asks nothing; a network with no session asks
// again; cancelling there disconnects.
import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_B_ID,
  TEST_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

test('sign-in required: sign, reload asks nothing, a new network asks again, cancel disconnects', async ({
  page,
  axe,
}) => {
  await setWalletPolicy(page, 'approve')
  await page.goto('/siwx.html')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()

  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByTestId('siwx-statement')).toHaveText('Sign in to the Foyer demo')
  await expect(signIn.getByTestId('siwx-sign-message')).toHaveAttribute(
    'data-state',
    'awaitingSignature',
  )
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}siwx-sign-message.png` })
  // Required with no session: closing shakes instead.
  await page.keyboard.press('Escape')
  await expect(signIn).toBeVisible()

  await signIn.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const signedInOnA = `eip155:${DEVSTACK_CHAIN_A_ID}:${TEST_WALLET_ACCOUNT.address}`
  await expect(page.getByTestId('signed-in')).toHaveText(signedInOnA)
  await expect(page.getByTestId('siwx-status')).toHaveText('signed')

  // The flow decides in the same render that shows the session: once the page shows it, the
  // flow is still idle (no signature asked) and nothing opens.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('signed-in')).toHaveText(signedInOnA)
  await expect(page.getByTestId('siwx-status')).toHaveText('idle')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: /Switch network/ })
    .click()
  await page.getByTestId(`network-eip155:${DEVSTACK_CHAIN_B_ID}`).click()
  await expect(signIn.getByTestId('siwx-statement')).toBeVisible()
  await expect(page.getByTestId('signed-in')).toHaveText('no')
  await expect(page.getByTestId('siwx-status')).toHaveText('awaitingSignature')

  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
