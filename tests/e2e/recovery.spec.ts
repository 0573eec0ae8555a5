import { TEST_WALLET_ACCOUNT } from '@foyer/devstack/config'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

// The wallet code a connect needs (the injected connector's calls to the wallet, with the EVM
// account checks on viem) loads on first use. If that load fails (offline for a moment, an app
// redeployed under the visitor), the failure shows and "Try again" must fetch it again.
test('a failed load of the wallet code shows the failure, and Try again recovers', async ({
  page,
}) => {
  await setWalletPolicy(page, 'approve')
  let failed = 0
  await page.route(/\/assets\/injectedMethods-[^/]+\.js$/, async (route) => {
    if (failed++ === 0) return route.abort('internetdisconnected')
    return route.continue()
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Connection failed')).toBeVisible()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(shortAddress(TEST_WALLET_ACCOUNT.address)) }),
  ).toBeVisible()
  expect(failed).toBe(2)
})
