// The wagmi page (/wagmi.html, @foyer/wagmi): a host whose own components use only wagmi hooks,
// with Foyer as its modal. The test wallet connected in Foyer's modal → wagmi's account →
// useSignMessage (verified with viem) → useSendTransaction (receipt on anvil) → useSwitchChain,
// which Foyer's Account view shows → reload restores both with no disconnected frame → wagmi's
// disconnect disconnects Foyer. Then connect and send through WalletConnect's test wallet and
// the embedded wallet (its approval view). And no other page of the demo fetches wagmi code.

import { readdirSync, readFileSync } from 'node:fs'
import {
  DEVSTACK_CHAIN_B_NAME,
  devstackChainA,
  devstackChainB,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import type { Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage } from 'viem'
import { logInWithEmail, wcDisconnectAll, wcWallet } from './connectors.js'
import { shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const chainA = createPublicClient({ chain: devstackChainA, transport: http() })
const chainB = createPublicClient({ chain: devstackChainB, transport: http() })

/** wagmi's useSendTransaction through the page's button; the receipt must be on `chain`. */
async function sendWithWagmi(page: Page, chain = chainA, approve?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await approve?.()
  const hash = ((await page.getByTestId('wagmi-tx').textContent()) ?? '') as `0x${string}`
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  // wagmi's useWaitForTransactionReceipt sees it too.
  await expect(page.getByTestId('wagmi-receipt')).toHaveText('success')
  return receipt
}

/** Records, from before the page's scripts run, every text the status shows and Foyer's button. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenFrames: seen })
    const note = () => {
      const status = document.querySelector('[data-testid="status"]')?.textContent
      const connectButton = [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Connect Wallet',
      )
      const frame = `${status ?? '-'}${connectButton ? ' +Connect Wallet' : ''}`
      if (seen.at(-1) !== frame) seen.push(frame)
    }
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
}

test('test wallet: wagmi hooks on the connection made in Foyer — sign, send, switch chain, reload, disconnect', async ({
  page,
}) => {
  const address = TEST_WALLET_ACCOUNT.address
  await setWalletPolicy(page, 'approve')
  await page.goto('/wagmi.html')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Foyer Test Wallet/ })
    .click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(devstackChainA.id))
  await expect(page.getByTestId('wagmi-balance')).toContainText('ETH')

  await page.getByRole('button', { name: /^Sign/ }).click()
  const signature = ((await page.getByTestId('wagmi-signature').textContent()) ??
    '') as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from a wagmi app', signature })).toBe(true)

  const receipt = await sendWithWagmi(page)
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  await page.screenshot({ path: `${artifacts}wagmi-connected.png` })

  // useSwitchChain: the wallet and Foyer follow; Foyer's Account view shows chain B.
  await page.getByRole('button', { name: `Switch to ${DEVSTACK_CHAIN_B_NAME}` }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(devstackChainB.id))
  const accountButton = page.getByRole('button', { name: new RegExp(shortAddress(address)) })
  await accountButton.click()
  await expect(page.getByTestId('account-network')).toHaveText(DEVSTACK_CHAIN_B_NAME)
  await page.screenshot({ path: `${artifacts}wagmi-switched.png` })
  await page.keyboard.press('Escape')

  // A reload restores both, on chain B, with no disconnected frame in between.
  await recordFrames(page)
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(devstackChainB.id))
  await expect(accountButton).toBeVisible()
  const frames = await page.evaluate(
    () => (window as unknown as { seenFrames: string[] }).seenFrames,
  )
  expect(frames.at(-1)).toBe('connected')
  expect(
    frames.filter((frame) => frame.includes('disconnected') || frame.includes('Connect Wallet')),
  ).toEqual([])
  await sendWithWagmi(page, chainB)

  // wagmi's disconnect disconnects Foyer: its button offers to connect again.
  await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.screenshot({ path: `${artifacts}wagmi-disconnected.png` })
})

test('WalletConnect test wallet: wagmi’s connect opens Foyer’s modal, send with wagmi', async ({
  page,
}) => {
  await wcDisconnectAll()
  await wcWallet('policy', { decision: 'approve' })
  await page.goto('/wagmi.html')
  // wagmi's useConnect opens Foyer's modal; the visitor picks WalletConnect there.
  await page.getByRole('button', { name: 'Connect (wagmi useConnect)' }).click()
  await expect(page.getByTestId('status')).toHaveText('connecting')
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  const qr = page.getByRole('dialog', { name: 'WalletConnect' }).locator('[data-uri^="wc:"]')
  await wcWallet('pair', { uri: await qr.getAttribute('data-uri') })
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(WC_WALLET_ACCOUNT.address)
  const receipt = await sendWithWagmi(page)
  expect(receipt.from.toLowerCase()).toBe(WC_WALLET_ACCOUNT.address.toLowerCase())
  await wcDisconnectAll()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('embedded wallet: email login in Foyer, send with wagmi through its approval view', async ({
  page,
}) => {
  await logInWithEmail(page, '/wagmi.html')
  const smartAccount = (await page.getByTestId('wagmi-address').textContent()) ?? ''
  const receipt = await sendWithWagmi(page, chainA, async () => {
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await expect(approve).toContainText('0.001 ETH')
    await page.screenshot({ path: `${artifacts}wagmi-embedded-approve.png` })
    await approve.getByRole('button', { name: 'Approve' }).click()
  })
  expect(receipt.to?.toLowerCase()).toBe(smartAccount.toLowerCase())
})

test('the demo’s other pages fetch no wagmi code, not even on demand', () => {
  // Every chunk a built page can ever load: its scripts, and whatever they import, statically or
  // with import(), followed through the chunks' references to one another. wagmi's errors keep
  // their names in the minified build: a marker of its code.
  const marker = 'ConnectorNotConnectedError'
  const dist = new URL('../../playground/demo/dist/', import.meta.url)
  const read = (file: string) => readFileSync(new URL(file, dist), 'utf8')
  const reachable = (page: string) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const [, name] of read(`assets/${file}`).matchAll(/\.\/([\w.-]+\.js)\b/g))
        if (name) visit(name)
    }
    for (const [, name] of read(page).matchAll(/\/assets\/([\w.-]+\.js)/g)) if (name) visit(name)
    return [...seen]
  }
  const carriesWagmi = (page: string) =>
    reachable(page).filter((file) => read(`assets/${file}`).includes(marker))
  // The check can fail: the wagmi page's own chunks carry the marker.
  expect(carriesWagmi('wagmi.html').length).toBeGreaterThan(0)
  const pages = readdirSync(dist).filter((file) => file.endsWith('.html') && file !== 'wagmi.html')
  expect(pages.length).toBeGreaterThanOrEqual(7)
  for (const page of pages) expect(carriesWagmi(page), page).toEqual([])
})
