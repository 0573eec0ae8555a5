import { readdirSync, readFileSync } from 'node:fs'
import { expect, setWalletPolicy, test, watchNetwork } from './fixtures.js'

const dist = new URL('../../playground/demo/dist/', import.meta.url)
const entryHtml = readFileSync(new URL('index.html', dist), 'utf8')
/** Every script of the built demo that its page does not load up front: what loads on demand. */
const lazyChunks = readdirSync(new URL('assets/', dist))
  .filter((file) => file.endsWith('.js') && !entryHtml.includes(`/assets/${file}`))
  .sort()

test('the demo has lazily loaded parts to block', () => {
  expect(lazyChunks.length).toBeGreaterThan(8)
  expect(lazyChunks.some((file) => file.startsWith('ModalShell-'))).toBe(true)
})

// A chunk that fails to download (offline for a moment, an app redeployed under the visitor)
// must never take the host's app down: Foyer shows a retryable error inside the modal, or goes
// on without the part, and recovers once the chunk can be fetched again.
/** A chunk's name without its hash, or its whole file name where modules of one name share it. */
const chunkName = (chunk: string) => chunk.replace(/-[\w-]{8}\.js$/, '')
const chunkTitle = (chunk: string) =>
  lazyChunks.filter((other) => chunkName(other) === chunkName(chunk)).length > 1
    ? chunk
    : chunkName(chunk)

/** The wallet's answer in the flow: a Connecting… view is on screen only while it waits. */
const policyFor = (chunk: string) => (/^Connecting/.test(chunk) ? 'ask' : 'approve')

/**
 * The lazy chunks the flow below fetches, with either wallet answer: one unblocked run each,
 * waiting for the network to go idle so that the views fetched in the background are in. A chunk
 * the flow never fetches (another demo page's, a feature the flow does not reach) cannot be
 * blocked by it: its test is skipped and says so, instead of repeating an unblocked run.
 */
let fetchedByFlow: Set<string>
test.beforeAll(async ({ browser }, testInfo) => {
  fetchedByFlow = new Set()
  for (const policy of ['approve', 'ask'] as const) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    const network = watchNetwork(context)
    const page = await context.newPage()
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/assets/')[1]
      if (file && lazyChunks.includes(file)) fetchedByFlow.add(file)
    })
    await setWalletPolicy(page, policy)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    await network.quiet()
    await context.close()
  }
  // The flow reaches the shell, the Connect view, the wallet's Connecting view, and the views
  // one step from them, fetched once the browser is idle.
  const reached = [...fetchedByFlow].map(chunkName)
  for (const part of ['ModalShell', 'ConnectView', 'ConnectingExternalView', 'AllWalletsView']) {
    expect(reached.some((name) => name.startsWith(`${part}-`))).toBe(true)
  }
})

for (const chunk of lazyChunks) {
  test(`blocking ${chunkTitle(chunk)} never unmounts the host app`, async ({ context }) => {
    test.skip(!fetchedByFlow.has(chunk), 'the flow never fetches this chunk')
    // Opened after the skip: most chunks are other pages' and the flow never fetches them.
    const page = await context.newPage()
    // A Connecting… view is on screen only while the wallet has not answered: the wallet waits
    // for the visitor there, so that the view's retry is what the test sees (with 'approve' the
    // connection could finish and close the modal before the retry shows the view again).
    await setWalletPolicy(page, policyFor(chunk))
    let blocked = 0
    // With or without the query string of a fresh retry.
    const pattern = `**/assets/${chunk}*`
    await page.route(pattern, (route) => {
      blocked++
      return route.abort('internetdisconnected')
    })
    await page.goto('/')
    const host = page.getByRole('heading', { name: 'Foyer demo' })
    await expect(host).toBeVisible()

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const wallet = page.getByRole('button', { name: /Foyer Test Wallet/ })
    const failed = page.getByRole('alert').filter({ hasText: 'could not load' })
    const declined = page.getByText('Connection failed')
    await expect(wallet.or(failed).or(declined).first()).toBeVisible()
    if (await wallet.isVisible()) await wallet.click()
    // Whatever the blocked part was, the host's page is still there.
    await expect(host).toBeVisible()
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBeGreaterThan(
      0,
    )

    // Where a part of the modal failed, the error inside the modal offers a retry, and once the
    // chunk can be fetched again the retry brings the part back without a page reload (the
    // browser keeps a failed import for the page's life, so the retry imports it afresh).
    // Failing that (a shared chunk the failed part imports), it offers to reload the page.
    // The shell and the first view are needed to open the modal at all, so their failure shows.
    if (/^(ModalShell|ConnectView)-/.test(chunk)) await expect(failed).toBeVisible()
    if (await failed.isVisible()) {
      await page.unroute(pattern)
      await page.getByRole('button', { name: 'Try again' }).click()
      const reload = page.getByRole('button', { name: 'Reload page' })
      await expect
        .poll(async () => (await reload.isVisible()) || !(await failed.isVisible()))
        .toBe(true)
      const reloaded = await reload.isVisible()
      test
        .info()
        .annotations.push({ type: 'recovered', description: reloaded ? 'reload' : 'retry' })
      if (reloaded) {
        expect(chunk, 'a part of its own is retried without a reload').not.toMatch(/View-|Shell-/)
        await reload.click()
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
      }
      await expect(failed).toBeHidden()
      // Foyer's dialog (the test wallet's panel is a dialog too); a view retried is on screen.
      const modal = page.locator('[role="dialog"][data-view]')
      await expect(modal).toBeVisible()
      const view = /^(\w+)View-/.exec(chunk)?.[1]
      if (view && !reloaded) await expect(modal).toHaveAttribute('data-view', view)
    }
    test.info().annotations.push({ type: 'blocked requests', description: String(blocked) })
  })
}

test('swap code: no swap chunk is fetched before the Swap view opens', async ({
  page,
  network,
}) => {
  // The swap views and the hook only they call (the Account view's check whether the network
  // offers swaps is its own, small chunk).
  const swapChunks = lazyChunks.filter((file) => /^(Swap\w*View|useSwapQuote)-/.test(file))
  expect(swapChunks.map(chunkName).sort()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^SwapView-/),
      expect.stringMatching(/^SwapSelectTokenView-/),
      expect.stringMatching(/^SwapPreviewView-/),
    ]),
  )
  const fetched = new Set<string>()
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/assets/')[1]
    if (file && swapChunks.includes(file)) fetched.add(file)
  })
  await setWalletPolicy(page, 'approve')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Foyer Test Wallet/ }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/ }).click()
  const swap = page
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
  await expect(swap).toBeVisible()
  // The next views' code is fetched ahead of use once the browser is idle: wait for that.
  await network.quiet()
  expect([...fetched]).toEqual([])
  await swap.click()
  await expect(page.getByRole('dialog', { name: 'Swap' })).toBeVisible()
  await expect.poll(() => [...fetched].sort()).toEqual([...swapChunks].sort())
})
