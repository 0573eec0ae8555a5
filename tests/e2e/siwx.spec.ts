// Sign in with X (SPEC §4) on the demo's sign-in page (siwx.html), whose SiwxConfig
// (playground/demo/src/siwxBackend.ts) asks the devstack's reference backend for each nonce and
// has it verify every signed message; the page shows the flow's state, the session and the
// address the backend answers (GET /siwx/me).
// - With `?required`: connecting the browser test wallet opens SIWXSignMessage, closing is
//   refused, signing stores the session on the backend; a reload asks nothing; a network with
//   no session asks again; cancelling there disconnects.
// - WalletConnect's one-click sign-in: one approval in the test wallet connects and signs in; a
//   rejection leaves no session on either side.
import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_B_ID,
  devstackChainA,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import { createPublicClient, getAddress, http } from 'viem'
import { logInWithEmail, openWalletConnect, wcDisconnectAll, wcWallet } from './connectors.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

test('sign-in required: sign, the backend verifies, reload asks nothing, a new network asks again, cancel disconnects', async ({
  page,
  axe,
}) => {
  await setWalletPolicy(page, 'approve')
  await page.goto('/siwx.html?required')
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
  // The backend verified the signature and answers who is signed in.
  await expect(page.getByTestId('siwx-signed-in')).toHaveText(TEST_WALLET_ACCOUNT.address)

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

test('the embedded wallet signs in as its smart account: the backend verifies it by EIP-1271', async ({
  page,
}) => {
  await logInWithEmail(page, '/siwx.html?required')
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Sign' }).click()
  // The embedded wallet asks the visitor in the modal: the message names the account.
  const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(approve.getByText('Sign in to the Foyer demo')).toBeVisible()
  await page.screenshot({ path: `${artifacts}siwx-embedded-approve.png` })
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('siwx-status')).toHaveText('signed')
  const caip = (await page.getByTestId('caip-address').textContent()) ?? ''
  const address = getAddress(caip.split(':')[2] ?? '')
  await expect(page.getByTestId('siwx-signed-in')).toHaveText(address)
  // The account is a contract on the chain: its signature could only be checked by asking it.
  const chain = createPublicClient({ chain: devstackChainA, transport: http() })
  expect(await chain.getCode({ address })).toMatch(/^0x[0-9a-f]{2,}/)
})

test.describe('WalletConnect one-click sign-in', () => {
  test.beforeEach(wcDisconnectAll)
  test.afterAll(async () => {
    await wcDisconnectAll()
    await wcWallet('policy', { decision: 'ask' })
  })

  test('approved: the backend verifies and answers the address; reload keeps it', async ({
    page,
  }) => {
    await wcWallet('policy', { decision: 'ask', methods: { session_authenticate: 'approve' } })
    await page.goto('/siwx.html')
    await expect(page.getByTestId('siwx-signed-in')).toHaveText('—')
    await wcWallet('pair', { uri: await openWalletConnect(page) })

    await expect(page.getByTestId('status')).toHaveText('connected')
    const signedIn = WC_WALLET_ACCOUNT.address
    await expect(page.getByTestId('siwx-signed-in')).toHaveText(signedIn)
    // The sessions came in bulk with the connection: the flow asks for no signature.
    await expect(page.getByTestId('siwx-status')).not.toHaveText('awaitingSignature')
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
    await page.screenshot({ path: `${artifacts}siwx-one-click.png` })

    await page.reload()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('siwx-signed-in')).toHaveText(signedIn)
  })

  test('rejected: not connected, not signed in', async ({ page }) => {
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
})
