// Sign in with X (SPEC §4) on the demo's sign-in page (siwx.html), whose SiwxConfig
// (playground/demo/src/siwxBackend.ts) asks the devstack's reference backend for each nonce and
// has it verify every signed message; the page shows the flow's state, the session and the
// address the backend answers (GET /siwx/me).
// - With `?required`: connecting the browser test wallet opens SIWXSignMessage, closing is
//   refused, signing stores the session on the backend; a reload asks nothing; a network with
//   no session asks again; cancelling there disconnects.
// - The embedded wallet signs in as its smart account: deployed (EIP-1271), and not deployed yet
//   (EIP-6492, the frame's `deployAccounts: false` control).
// - With `?solana`: the Solana test wallet signs the Sign-In-With-Solana text, which the backend
//   verifies (ed25519).
// - WalletConnect's one-click sign-in: one approval in the test wallet connects and signs in; a
//   rejection leaves no session on either side.
import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_B_ID,
  DEVSTACK_SIWX_URL,
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  devstackChainA,
  SOLANA_TEST_WALLET_ADDRESS,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createPublicClient, getAddress, http, isErc6492Signature } from 'viem'
import {
  approveAll,
  frameControl,
  logInWithEmail,
  openWalletConnect,
  wcDisconnectAll,
  wcWallet,
} from './connectors.js'
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

/** The signed-in session the page's bearer token holds on the backend for one account. */
async function backendSession(page: Page, chainId: string, address: string) {
  const token = await page.evaluate(() => localStorage.getItem('foyer-demo:siwx-token'))
  const query = `chainId=${encodeURIComponent(chainId)}&address=${encodeURIComponent(address)}`
  const response = await fetch(`${DEVSTACK_SIWX_URL}/sessions?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  const { sessions } = (await response.json()) as {
    sessions: { message: string; signature: string }[]
  }
  expect(sessions).toHaveLength(1)
  return sessions[0] as { message: string; signature: string }
}

/**
 * Logs in by email on the required sign-in page, signs in through the embedded wallet's
 * approval view, and returns the smart account the backend signed in (after checking it).
 */
async function signInEmbedded(page: Page) {
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
  return address
}

const chainA = createPublicClient({ chain: devstackChainA, transport: http() })

test('the embedded wallet signs in as its smart account: the backend verifies it by EIP-1271', async ({
  page,
}) => {
  const address = await signInEmbedded(page)
  // The account is a contract on the chain: its signature could only be checked by asking it.
  expect(await chainA.getCode({ address })).toMatch(/^0x[0-9a-f]{2,}/)
  const { signature } = await backendSession(page, `eip155:${DEVSTACK_CHAIN_A_ID}`, address)
  expect(isErc6492Signature(signature as `0x${string}`)).toBe(false)
})

test('a smart account not deployed yet signs in: the backend verifies it by EIP-6492', async ({
  page,
}) => {
  // The frame makes this visitor's smart account without deploying it (until first use).
  await frameControl({ deployAccounts: false })
  let address: `0x${string}`
  try {
    address = await signInEmbedded(page)
  } finally {
    await frameControl({ deployAccounts: true })
  }
  // No code on the chain, before or after: the signature carried the account's deployment
  // (EIP-6492), which the backend ran in a simulation only.
  expect(await chainA.getCode({ address })).toBeUndefined()
  const { signature } = await backendSession(page, `eip155:${DEVSTACK_CHAIN_A_ID}`, address)
  expect(isErc6492Signature(signature as `0x${string}`)).toBe(true)
})

test('a Solana sign-in: the test wallet signs the SIWS text, the backend verifies it (ed25519)', async ({
  page,
}) => {
  await approveAll(page)
  await page.goto('/siwx.html?solana')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  // One wallet for both namespaces connects on the EVM network first: sign-in is optional, so
  // Cancel closes and the wallet stays connected.
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('signed-in')).toHaveText('no')

  await page.locator('button[data-status="connected"]').click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: /Switch network/ })
    .click()
  await page.getByTestId(`network-${DEVSTACK_SOLANA_CAIP_NETWORK_ID}`).click()
  await expect(signIn.getByTestId('siwx-statement')).toHaveText('Sign in to the Foyer demo')
  await page.screenshot({ path: `${artifacts}siwx-solana-sign-message.png` })
  await signIn.getByRole('button', { name: 'Sign' }).click()

  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('signed-in')).toHaveText(
    `${DEVSTACK_SOLANA_CAIP_NETWORK_ID}:${SOLANA_TEST_WALLET_ADDRESS}`,
  )
  // The backend verified the ed25519 signature and answers the Solana address.
  await expect(page.getByTestId('siwx-signed-in')).toHaveText(SOLANA_TEST_WALLET_ADDRESS)
  const { message, signature } = await backendSession(
    page,
    DEVSTACK_SOLANA_CAIP_NETWORK_ID,
    SOLANA_TEST_WALLET_ADDRESS,
  )
  expect(message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Solana account:\n/)
  // 64 bytes in base58, as Sign-In-With-Solana verifiers take it.
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
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
