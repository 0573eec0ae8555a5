// WalletConnect end to end on loopback: the demo's modal → the QR view's pairing URI → the
// devstack's WalletConnect test wallet pairs over the devstack relay and approves → the account
// and its anvil balance → a signature and a transaction through the session → reload restores
// it → the wallet disconnects. Plus the reject path, the pairing expiry, and the proof that no
// byte of the WalletConnect SDK is fetched before the visitor chooses WalletConnect.
import { readdirSync, readFileSync } from 'node:fs'
import { devstackChainA, WC_WALLET_ACCOUNT } from '@foyer/devstack/config'
import { createPublicClient, http } from 'viem'
import { openWalletConnect, wcDisconnectAll, wcWallet } from './connectors.js'
import { signAndSendFromDemo } from './demoActions.js'
import { displayAmount, shortAddress } from './expected.js'
import { expect, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const assets = new URL('../../playground/demo/dist/assets/', import.meta.url)
/** The demo's chunks that carry WalletConnect's SDK (its relay protocol's method names). */
const sdkChunks = readdirSync(assets).filter(
  (file) =>
    file.endsWith('.js') &&
    readFileSync(new URL(file, assets), 'utf8').includes('wc_sessionPropose'),
)
const address = WC_WALLET_ACCOUNT.address
const short = shortAddress(address)
const chain = createPublicClient({ chain: devstackChainA, transport: http() })

test.beforeEach(wcDisconnectAll)
test.afterAll(wcDisconnectAll)

test('the demo ships WalletConnect in chunks of their own', () => {
  expect(sdkChunks.length).toBeGreaterThan(0)
})

test('WalletConnect: pair over the local relay, see the balance, sign, send, reload, wallet disconnects', async ({
  page,
  axe,
}) => {
  await wcWallet('policy', { decision: 'approve' })
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  const sdkFetched = () => fetched.filter((path) => sdkChunks.some((chunk) => path.endsWith(chunk)))

  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  // The modal is open and the browser idle: still not a byte of the SDK.
  await page.waitForTimeout(1_500)
  expect(sdkFetched()).toEqual([])
  await page.keyboard.press('Escape')

  const uri = await openWalletConnect(page)
  expect(sdkFetched().length).toBeGreaterThan(0)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}walletconnect-qr.png` })

  await wcWallet('pair', { uri })
  const account = page.getByRole('button', { name: new RegExp(short) })
  await expect(account).toBeVisible()
  const balance = `${displayAmount(await chain.getBalance({ address }), 18)} ETH`
  await expect(account).toContainText(balance)
  await expect(page.getByTestId('status')).toHaveText('connected')

  await signAndSendFromDemo(page, address)

  await page.reload()
  await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')

  await wcDisconnectAll()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('WalletConnect: the wallet rejects the session; the view says so and offers a retry', async ({
  page,
}) => {
  await wcWallet('policy', { decision: 'approve', methods: { session_proposal: 'reject' } })
  await page.goto('/')
  const uri = await openWalletConnect(page)
  await wcWallet('pair', { uri })
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await page.screenshot({ path: `${artifacts}walletconnect-declined.png` })
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('WalletConnect: an expired pairing URI is replaced by a fresh one', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const first = await openWalletConnect(page)
  // The pairing lives 4 minutes and counts as expired 10 s before the end.
  await page.clock.fastForward('03:55')
  const qr = page.getByRole('dialog', { name: 'WalletConnect' }).locator('[data-uri^="wc:"]')
  await expect(qr).not.toHaveAttribute('data-uri', first)
  await expect(qr).toHaveAttribute('data-uri', /^wc:/)
})
