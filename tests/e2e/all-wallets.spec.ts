// The All Wallets view on the devstack's directory of 1000+ wallets: the Connect view's entry
// and its badge, a virtualised list, page two loaded by scrolling to the end of page one, and a
// search sent once the text rests (trimmed, 100 entries), with its empty state.
import { DEVSTACK_API_URL } from '@foyer/devstack/config'
import { expect, test } from './fixtures.js'

const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname

/** The directory's total, asked of the devstack directly. */
async function directoryCount(): Promise<number> {
  const response = await fetch(`${DEVSTACK_API_URL}/getWallets?page=1&entries=1`, {
    headers: { 'x-project-id': 'foyer-demo' },
  })
  return ((await response.json()) as { count: number }).count
}

test('All Wallets: badge, virtualised list, page two on scroll, search after the wait', async ({
  page,
  axe,
}) => {
  const directoryRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/getWallets')) directoryRequests.push(url)
  })
  // The page's timers run on Playwright's clock (flowing as usual until the search pauses it).
  await page.clock.install()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const count = await directoryCount()
  expect(count).toBeGreaterThanOrEqual(1000)
  // The badge: the count rounded down to tens, with '+'.
  const badge = page.getByTestId('all-wallets-badge')
  await expect(badge).toHaveText(new RegExp(`^${Math.floor(count / 10) * 10}\\+$`))
  await page.getByTestId('all-wallets-entry').click()

  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const list = dialog.getByRole('list', { name: 'All wallets' })
  await expect(list).toBeVisible()
  // Virtualised: far fewer rows in the DOM than wallets loaded.
  const rows = await list.getByRole('listitem').count()
  expect(rows).toBeGreaterThan(0)
  expect(rows).toBeLessThan(40)
  expect(await axe('[role="dialog"]')).toEqual([])
  await page.screenshot({ path: `${artifacts}all-wallets.png` })

  const pages = () =>
    directoryRequests
      .filter((url) => !url.searchParams.get('search'))
      .map((url) => url.searchParams.get('page'))
  expect(pages()).not.toContain('2')
  const scroller = dialog.getByTestId('all-wallets-scroller')
  await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }))
  await expect.poll(pages).toContain('2')
  await expect.poll(async () => Number(await list.getAttribute('data-count'))).toBeGreaterThan(40)

  // Search: nothing is asked while typing; once the text rests, one trimmed search of 100.
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  const searches = () => directoryRequests.filter((url) => url.searchParams.get('search'))
  // Typed with the clock paused: however slowly the keys arrive, no 300 ms rest passes between
  // them; then the clock runs just past the rest.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await search.pressSequentially('  Trust ')
  await page.clock.runFor(299)
  expect(searches()).toEqual([])
  await page.clock.runFor(2)
  await page.clock.resume()
  await expect.poll(() => searches().length).toBe(1)
  expect(searches()[0]?.searchParams.get('search')).toBe('Trust')
  expect(searches()[0]?.searchParams.get('entries')).toBe('100')
  await expect(list.getByRole('button', { name: /Trust Wallet/ })).toBeVisible()

  await search.fill('no wallet is called this')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
  await page.screenshot({ path: `${artifacts}all-wallets-empty.png` })
})
