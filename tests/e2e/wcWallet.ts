// The devstack's WalletConnect test wallet, driven over its HTTP controls, and the demo's
// WalletConnect view (walletconnect.spec.ts, faults.spec.ts).
import { WC_WALLET_CONTROL_URL } from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'

/** Calls the WalletConnect test wallet's control API (GET without a body, POST with one). */
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
export async function disconnectWcWallet() {
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
