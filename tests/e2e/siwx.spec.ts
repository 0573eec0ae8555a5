// The sign-in demo (siwx.html) against the devstack's reference backend, through WalletConnect's
// one-click sign-in: one approval in the WalletConnect test wallet connects and signs in, the
// page's SiwxConfig (playground/demo/src/siwxBackend.ts) hands the signed messages to the
// backend, and the page shows the address the backend answers (GET /siwx/me); a reload keeps
// both. A rejection leaves no session on either side. (The SIWXSignMessage flow after a plain
// connection is the sign-in flow's e2e.)
import { WC_WALLET_ACCOUNT } from '@foyer/devstack/config'
import { openWalletConnect, wcDisconnectAll, wcWallet } from './connectors.js'
import { expect, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

test.beforeEach(wcDisconnectAll)
test.afterAll(async () => {
  await wcDisconnectAll()
  await wcWallet('policy', { decision: 'ask' })
})

test('one-click WalletConnect sign-in: the backend verifies and answers the address; reload keeps it', async ({
  page,
}) => {
  await wcWallet('policy', { decision: 'ask', methods: { session_authenticate: 'approve' } })
  await page.goto('/siwx.html')
  await expect(page.getByTestId('siwx-signed-in')).toHaveText('—')
  await wcWallet('pair', { uri: await openWalletConnect(page) })

  await expect(page.getByTestId('status')).toHaveText('connected')
  const signedIn = WC_WALLET_ACCOUNT.address
  await expect(page.getByTestId('siwx-signed-in')).toHaveText(signedIn)
  await page.screenshot({ path: `${artifacts}siwx-one-click.png` })

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('siwx-signed-in')).toHaveText(signedIn)
})

test('one-click WalletConnect sign-in rejected: not connected, not signed in', async ({ page }) => {
  await wcWallet('policy', { decision: 'ask', methods: { session_authenticate: 'reject' } })
  await page.goto('/siwx.html')
  await wcWallet('pair', { uri: await openWalletConnect(page) })
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await page.screenshot({ path: `${artifacts}siwx-one-click-rejected.png` })
  expect(((await wcWallet('state')) as { sessions: unknown[] }).sessions).toEqual([])
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByTestId('siwx-signed-in')).toHaveText('—')
})
