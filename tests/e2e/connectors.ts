// Ways into the demo's connectors that several e2e files share: the WalletConnect test wallet's
// control API and the QR view, the embedded wallet's email code from the frame's dev inbox,
// and the policies of the browser test wallets.
import {
  DEVSTACK_FRAME_INBOX_URL,
  DEVSTACK_FRAME_URL,
  WC_WALLET_CONTROL_URL,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { expect, setWalletPolicy } from './fixtures.js'

/** Calls the WalletConnect test wallet's control API. */
export async function wcWallet(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${WC_WALLET_CONTROL_URL}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Ends every session of the WalletConnect test wallet. */
export async function wcDisconnectAll(): Promise<void> {
  await wcWallet('disconnect', {})
}

/** Opens the modal, chooses WalletConnect, and returns the pairing URI the QR view shows. */
export async function openWalletConnect(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const qr = dialog.locator('[data-uri^="wc:"]')
  await expect(qr).toBeVisible()
  return (await qr.getAttribute('data-uri')) ?? ''
}

/**
 * Sets the embedded-wallet frame's test controls (`POST /devstack/frame`): `stall` (no
 * FRAME_READY), `deployAccounts: false` (new users' smart accounts stay undeployed).
 */
export async function frameControl(body: { stall?: boolean; deployAccounts?: boolean }) {
  const response = await fetch(`${DEVSTACK_FRAME_URL}/devstack/frame`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`frame control: ${response.status}`)
}

/** An email address no earlier run used. */
export const freshEmail = () =>
  `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The latest code the frame sent to `email`, from its dev inbox; a new one if `previous`. */
export async function latestCode(email: string, previous?: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const response = await fetch(`${DEVSTACK_FRAME_INBOX_URL}?email=${encodeURIComponent(email)}`)
      code = ((await response.json()) as { codes: { code: string }[] }).codes[0]?.code
      return code !== previous && /^\d{6}$/.test(code ?? '')
    })
    .toBe(true)
  return code as string
}

/** Opens the modal and asks for a code for `email`. */
export async function requestCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.getByTestId('email-verify-otp')).toBeVisible()
  return dialog
}

/**
 * Logs in on a demo page (the main one unless `path` says) with a fresh email and the frame's
 * code; returns the account button.
 */
export async function logInWithEmail(page: Page, path = '/') {
  await page.goto(path)
  const email = freshEmail()
  const dialog = await requestCode(page, email)
  const code = await latestCode(email)
  await dialog.getByRole('textbox', { name: 'Character 1 of 6' }).click()
  await page.keyboard.insertText(code)
  await expect(page.getByTestId('status')).toHaveText('connected')
  const accountButton = page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ })
  await expect(accountButton).toBeVisible()
  return accountButton
}

/** Both browser test wallets (EIP-6963 and Solana Wallet Standard) approve everything. */
export async function approveAll(page: Page): Promise<void> {
  await setWalletPolicy(page, 'approve')
  await page.addInitScript(() => {
    localStorage.setItem('foyer-solana-test-wallet:policy', JSON.stringify({ decision: 'approve' }))
  })
}

/** Connects the multi-chain demo's one entry for both test wallets: EVM and Solana. */
export async function connectMultichain(page: Page): Promise<void> {
  await approveAll(page)
  await page.goto('/multichain.html')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  await expect(page.getByTestId('status-eip155')).toHaveText('connected')
  await expect(page.getByTestId('status-solana')).toHaveText('connected')
}

/** Connects the EIP-6963 test wallet (approving) from the Connect view of the page at `path`. */
export async function connectTestWallet(page: Page, path = '/'): Promise<void> {
  await setWalletPolicy(page, 'approve')
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  await expect(page.getByTestId('status')).toHaveText('connected')
}
