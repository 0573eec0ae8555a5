// Faults survived, nothing lost (#20): each fault is made through a devstack control
// (`/devstack/faults` rules, `POST /devstack/relay/restart`) and cleared after every test, so the
// other files run on a healthy stack.
//
// 1. The WalletConnect relay restarted mid-session → the next request (a personal_sign from the
//    demo's wallet actions) succeeds on the same session, without pairing again.
// 2. The first RPC URL down → the balance arrives through the second (viem's `fallback`). The
//    demo's `failover.html` lists the devstack's RPC proxy first and the anvil second.
// 3. The embedded-wallet frame stalled → the load-timeout alert and the rest of the modal usable:
//    covered by embedded.spec.ts ("a frame that never says it is ready…", through the frame's
//    `POST /devstack/frame { stall }` control). It waits the real 20 s: the timeout is the
//    spec's constant (FRAME_LOAD_TIMEOUT_MS) and no host option shortens it, so it is not
//    repeated here.
// 4. The provider API answering 5xx, and slow → the modal opens, an installed wallet connects,
//    All Wallets shows the failure with a retry that works once the fault is cleared.
// 5. A send while the RPC fails (the wallet's node, through the proxy, at submit time) → a clear
//    error in the Send view, the form keeps its amount and recipient; once cleared, it sends.
// 6. The analytics sink down → nothing shows to the visitor and the events are not delivered.
import {
  DEVSTACK_RELAY_PORT,
  devstackChainA,
  TEST_ACCOUNTS,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from '@foyer/devstack/config'
import { createPublicClient, http, parseEther } from 'viem'
import { connectTestWallet, openWalletConnect, wcDisconnectAll, wcWallet } from './connectors.js'
import { signFromDemo } from './demoActions.js'
import { addFault, control, faultHits } from './devstackControls.js'
import { displayAmount, shortAddress } from './expected.js'
import { expect, setWalletPolicy, test } from './fixtures.js'
import { fillSendForm } from './sendForm.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const chain = createPublicClient({ chain: devstackChainA, transport: http() })
const sender = TEST_WALLET_ACCOUNT.address
const recipient = TEST_ACCOUNTS[3].address

test.afterEach(async () => {
  await control('DELETE', '/faults')
})

test.describe('WalletConnect relay', () => {
  test.afterEach(wcDisconnectAll)

  test('relay restarted mid-session: the next request succeeds on the same session, no re-pairing', async ({
    page,
  }) => {
    await wcDisconnectAll()
    await wcWallet('policy', { decision: 'approve' })
    const relaySockets: string[] = []
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).port === String(DEVSTACK_RELAY_PORT))
        relaySockets.push(socket.url())
    })
    await page.goto('/')
    await wcWallet('pair', { uri: await openWalletConnect(page) })
    await expect(page.getByTestId('status')).toHaveText('connected')
    type WalletState = { sessions: Array<{ topic: string }> }
    const before = (await wcWallet('state')) as WalletState
    expect(before.sessions).toHaveLength(1)
    const socketsBefore = relaySockets.length

    const { restarts } = await control<{ restarts: number }>('POST', '/relay/restart', {})
    expect(restarts).toBeGreaterThan(0)

    await signFromDemo(page, WC_WALLET_ACCOUNT.address)
    // The page reached the restarted relay on a new socket, and the session is the same one.
    expect(relaySockets.length).toBeGreaterThan(socketsBefore)
    const after = (await wcWallet('state')) as WalletState
    expect(after.sessions.map((session) => session.topic)).toEqual(
      before.sessions.map((session) => session.topic),
    )
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('first RPC URL down: the balance arrives through the fallback', async ({ page }) => {
  // The failover page's first RPC URL is the devstack's proxy (`POST /v1`): drop every request.
  const down = await addFault({ path: '/v1', method: 'POST', drop: true })
  await connectTestWallet(page, '/failover.html')
  const balance = `${displayAmount(await chain.getBalance({ address: sender }), 18)} ETH`
  await expect(page.getByRole('button', { name: new RegExp(shortAddress(sender)) })).toContainText(
    balance,
  )
  // The first URL was tried (and failed) before the second answered.
  expect(await faultHits(down)).toBeGreaterThan(0)
  await page.screenshot({ path: `${artifacts}faults-rpc-fallback.png` })
})

test('provider API 5xx and slow: the modal opens, an installed wallet connects, All Wallets retries', async ({
  page,
}) => {
  const directory = await addFault({ path: '/getWallets', status: 503 })
  // The project configuration hangs for the whole test.
  await addFault({ path: '/appkit/v1/config', delayMs: 60_000 })
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  await connect.getByTestId('all-wallets-entry').click()

  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const failure = dialog.getByTestId('all-wallets-error')
  await expect(failure).toContainText('Could not load the wallet list')
  await page.screenshot({ path: `${artifacts}faults-directory-error.png` })
  expect(await faultHits(directory)).toBeGreaterThan(0)

  // The directory is back: Try again loads it.
  await control('DELETE', `/faults/${directory}`)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toHaveCount(0)
  const list = dialog.getByRole('list', { name: 'All wallets' })
  await expect.poll(async () => Number(await list.getAttribute('data-count'))).toBeGreaterThan(1)
  await expect(list.getByRole('button', { name: /Trust Wallet/ })).toBeVisible()

  // The installed wallet connects from the list while the configuration still hangs.
  await list.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('a send while the RPC fails: a clear error, the form keeps its input; cleared, it sends', async ({
  page,
}) => {
  await connectTestWallet(page, '/failover.html')
  await page.getByRole('button', { name: 'Send tokens' }).click()
  const form = await fillSendForm(page, { symbol: 'ETH', amount: '0.001', to: recipient })
  await form.getByRole('button', { name: 'Review send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByTestId('preview-amount')).toContainText('0.001 ETH')

  // The wallet's node (reached through the proxy on this page) fails at submit time.
  const down = await addFault({ path: '/v1', method: 'POST', status: 503 })
  const before = await chain.getBalance({ address: recipient })
  await preview.getByRole('button', { name: 'Send' }).click()
  const error = preview.getByRole('alert')
  await expect(error).toBeVisible({ timeout: 20_000 })
  // The wallet's node failed (JSON-RPC -32603): SPEC §8's sentence for it, word for word.
  await expect(error).toHaveAttribute('data-code', 'WALLET_RPC_ERROR')
  await expect(error).toHaveText('An internal error was received.')
  await page.screenshot({ path: `${artifacts}faults-send-error.png` })
  expect(await faultHits(down)).toBeGreaterThan(0)
  // Nothing was sent, and the form still holds the amount and the recipient.
  expect(await chain.getBalance({ address: recipient })).toBe(before)
  await expect(preview.getByTestId('preview-amount')).toContainText('0.001 ETH')
  await expect(preview.getByTestId('preview-receiver')).toHaveText(shortAddress(recipient))
  await preview.getByRole('button', { name: 'Edit' }).click()
  await expect(form.getByLabel('Amount')).toHaveValue('0.001')
  await expect(form.getByLabel('To')).toHaveValue(recipient)

  // The node is back: the same form sends.
  await control('DELETE', '/faults')
  await form.getByRole('button', { name: 'Review send' }).click()
  await preview.getByRole('button', { name: /^(Send|Try again)$/ }).click()
  await expect(preview.getByText('Sent 0.001 ETH')).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => chain.getBalance({ address: recipient, blockTag: 'latest' }))
    .toBe(before + parseEther('0.001'))
})

test('analytics sink down: nothing shows to the visitor, the events are not delivered', async ({
  page,
}) => {
  // Everything that ever shows a message to the visitor — an alert, a toast, the toast region —
  // is recorded from the first paint, so one that came and went still counts.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __shown: string[] }).__shown = seen
    const selector = '[role="alert"], [data-sonner-toaster], [data-sonner-toast]'
    new MutationObserver(() => {
      for (const node of document.querySelectorAll(selector)) {
        const text = `${node.getAttribute('role') ?? 'toast'}: ${node.textContent ?? ''}`
        if (!seen.includes(text)) seen.push(text)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const shown = () => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)
  const down = await addFault({ path: '/e', method: 'POST', status: 503 })
  await control('DELETE', '/analytics-events')
  await connectTestWallet(page, '/')
  // The modal-open, wallet-select and connect events were all sent, and all refused.
  await expect.poll(() => faultHits(down)).toBeGreaterThanOrEqual(3)
  // The modal still opens (and its event is refused too).
  await page.getByRole('button', { name: new RegExp(shortAddress(sender)) }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect.poll(() => faultHits(down)).toBeGreaterThanOrEqual(4)
  const { events } = await control<{ events: unknown[] }>('GET', '/analytics-events')
  expect(events).toEqual([])
  await page.screenshot({ path: `${artifacts}faults-analytics-down.png` })
  // Nothing told the visitor, at any moment since the page loaded.
  await expect(page.locator('[role="alert"], [data-sonner-toaster]')).toHaveCount(0)
  expect(await shown()).toEqual([])
})
