import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, outsideLoopback, runAxe, test, waitForAnimations, watchHosts } from './fixtures.js'
import {
  isTestFixture,
  readStories,
  type StoryEntry,
  storiesPerView,
  storiesUrl,
  storyId,
  titleOf,
  viewportOf,
} from './storyCatalog.js'

// Every story of the Ladle build, in light and dark: a screenshot, axe (WCAG 2.1 AA and best
// practices) at 0 violations, no console error, no request outside loopback (`ladle`'s check,
// as the fixtures' `requestedHosts`). One test per story title, on one Ladle page per worker: the
// worker's first story loads Ladle, every other story is switched to in place, so Ladle's code,
// the stories' shared code and axe are fetched and run once per worker. A load costs about 2.5 s
// of a core (profiled: Ladle's own code, the mock wallet's keys, axe), once per title before;
// the titles run in parallel.
// `UPDATE_GALLERY=1` also writes the gallery's screenshots into docs/gallery/ and its table into
// the README ("Playground").

const stories = readStories()
const checked = stories.filter((story) => !isTestFixture(story))
const shots = new URL('../../.artifacts/screenshots/stories/', import.meta.url).pathname
const artifacts = new URL('../../.artifacts/screenshots/', import.meta.url).pathname
const themes = ['light', 'dark'] as const
type Theme = (typeof themes)[number]
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Stories that show Foyer's modal (`ModalStory`, which opens it in an effect): the check waits for
 * the dialog, its view's code and its entrance before axe reads the colours.
 */
const showsModal = (story: StoryEntry) =>
  story.levels[0] === 'Views' ||
  story.levels[0] === 'Options' ||
  story.id.startsWith('custom-views--')

/**
 * Opens `story` in `theme` and waits until it has rendered (the modal's view, if it has one).
 * `inPlace` switches the page's open story instead of loading Ladle again: the way back and
 * forward do (`history.pushState`, then a popstate, which Ladle answers with the URL's story),
 * so the code stories share is loaded and run once per page, axe too.
 */
async function openStory(page: Page, story: StoryEntry, theme: Theme, { inPlace = false } = {}) {
  const search = `?story=${story.id}&mode=preview&theme=${theme}`
  if (inPlace) {
    await page.evaluate((next) => {
      history.pushState(null, '', next)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, search)
  } else {
    await page.goto(`${storiesUrl}/${search}`)
  }
  // Looked for every frame (a locator's wait backs off to a look every 500 ms).
  // A Views/<ViewId> story may reach its view through the flow before it (typing, a submit):
  // the checks start once the dialog shows that view.
  const view = story.levels[0] === 'Views' ? titleOf(story).slice('views--'.length) : null
  await page.waitForFunction(
    ({ id, theme, modal, view, readyText }) => {
      const dialog = document.querySelector<HTMLElement>('[role="dialog"][data-view]')
      return (
        document.documentElement.hasAttribute('data-storyloaded') &&
        // Ladle's theme, from the URL (a load) or the popstate's URL (in place).
        document.documentElement.dataset.theme === theme &&
        // The page's story wrapper (.ladle/components.tsx) names the story it has rendered.
        document.querySelector(`[data-story="${id}"]`) !== null &&
        (readyText === undefined || document.body.textContent?.includes(readyText)) &&
        (!modal ||
          (dialog !== null &&
            (view === null || dialog.dataset.view?.toLowerCase() === view) &&
            document.querySelector('[data-testid="view-loading"]') === null))
      )
    },
    { id: story.id, theme, modal: showsModal(story), view, readyText: story.meta.readyText },
  )
  if (showsModal(story)) await waitForAnimations(page)
}

/** Switches the open story to `theme` through Ladle's theme control, and waits until it shows. */
async function switchTheme(page: Page, story: StoryEntry, theme: Theme) {
  await page.evaluate((value) => window.postMessage({ type: 'ladle-theme', theme: value }), theme)
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' })
  // The story re-renders in the same task; the modal's theme follows in an effect (a story that
  // fixes its theme keeps it): two frames later both have painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  if (showsModal(story)) await waitForAnimations(page)
}

/** axe on the modal (or the story's page), as `rule: selectors` lines. */
async function axeStory(page: Page, story: StoryEntry) {
  return runAxe(page, showsModal(story) ? '[role="dialog"]' : 'body', { tags: axeTags })
}

/** Console errors and uncaught exceptions of the page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    // A failed load's message does not name the resource: its location does.
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url || 'no location'})`)
    }
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

test('every view of the router has a story under Views/<ViewId>', () => {
  const perView = storiesPerView(stories)
  const lines = [...perView].map(([view, ids]) => `${String(ids.length).padStart(3)}  ${view}`)
  console.log(`Stories per view (${checked.length} stories in all):\n${lines.join('\n')}`)
  const missing = [...perView].filter(([, ids]) => ids.length === 0).map(([view]) => view)
  expect(missing, 'views of the router without a story').toEqual([])
})

test('the coverage check names a view without a story', () => {
  const withoutConnect = stories.filter((story) => !story.id.startsWith('views--connect--'))
  const perView = storiesPerView(withoutConnect, ['Connect', 'AllWallets'])
  expect(perView.get('Connect')).toEqual([])
  expect(perView.get('AllWallets')?.length).toBeGreaterThan(0)
})

test('the axe check flags the planted violation (Test fixtures)', async ({ page }) => {
  const planted = stories.filter(isTestFixture)
  expect(planted.length, 'the Test fixtures stories').toBeGreaterThan(0)
  for (const story of planted) {
    await openStory(page, story, 'dark')
    const violations = await axeStory(page, story)
    expect(violations.map((line) => line.split(':')[0])).toContain('button-name')
  }
})

/**
 * The worker's Ladle page, kept from one test to the next (Playwright starts a new worker, and so
 * a new page, after a failed test), with the hosts it reached and the errors it logged.
 */
type LadlePage = { page: Page; hosts: Set<string>; errors: string[] }

/**
 * `ladle`: the worker's Ladle page, its hosts and errors cleared for the test; a test fails when
 * the page reached a host outside loopback during it.
 */
const ladleTest = test.extend<{ ladle: LadlePage }, { ladleOfWorker: LadlePage }>({
  ladleOfWorker: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      const hosts = watchHosts(context)
      const page = await context.newPage()
      await use({ page, hosts, errors: collectErrors(page) })
      await context.close()
    },
    { scope: 'worker' },
  ],
  ladle: async ({ ladleOfWorker }, use) => {
    ladleOfWorker.hosts.clear()
    ladleOfWorker.errors.length = 0
    await use(ladleOfWorker)
    expect(outsideLoopback(ladleOfWorker.hosts), 'no request outside loopback').toEqual([])
  },
})

/** Shows the story `id` on the worker's Ladle page: loaded the first time, then in place. */
async function showStory(page: Page, id: string, theme: Theme = 'dark') {
  const story = stories.find((entry) => entry.id === id)
  if (!story) throw new Error(`no story ${id} in the Ladle build`)
  await openStory(page, story, theme, { inPlace: page.url().startsWith(storiesUrl) })
}

const titles = [...new Set(checked.map(titleOf))]
for (const title of titles) {
  const group = checked.filter((story) => titleOf(story) === title)
  ladleTest(`stories ${title}: light and dark, axe, no console error`, async ({ ladle }) => {
    ladleTest.setTimeout(30_000 + group.length * 10_000)
    const { page, errors } = ladle
    mkdirSync(shots, { recursive: true })
    for (const story of group) {
      await page.setViewportSize(viewportOf(story) ?? { width: 1280, height: 720 })
      // Opened in light, then switched to dark in place (as the toolbar's control does); the
      // worker's first story loads Ladle, the next ones are switched to in place.
      await openStory(page, story, 'light', { inPlace: page.url().startsWith(storiesUrl) })
      for (const theme of themes) {
        if (theme !== 'light') await switchTheme(page, story, theme)
        const violations = await axeStory(page, story)
        expect.soft(violations, `axe: ${story.id} (${theme})`).toEqual([])
        await page.screenshot({ path: `${shots}${story.id}--${theme}.png` })
      }
    }
    expect(errors, 'console errors').toEqual([])
  })
}

/**
 * The README's gallery: view and story (Ladle's kebab-case name; '*' the view's first story) →
 * docs/gallery/<view>-<story>-<theme>.png and a row of the README's table. A view without such a
 * story is left out.
 */
const gallery: ReadonlyArray<readonly [string, string]> = [
  ['Connect', 'with-installed-wallets'],
  ['Connect', 'email-socials-and-passkey'],
  ['AllWallets', 'many-wallets'],
  ['ConnectingWalletConnect', 'qr-code'],
  ['EmailVerifyOtp', 'entry'],
  ['Account', '*'],
  ['Networks', '*'],
  ['WalletSend', '*'],
  ['Swap', '*'],
]

test('gallery: UPDATE_GALLERY=1 writes the main views into docs/gallery', async ({ page }) => {
  test.skip(!process.env.UPDATE_GALLERY, 'set UPDATE_GALLERY=1 to update docs/gallery')
  const root = new URL('../../', import.meta.url).pathname
  mkdirSync(`${root}docs/gallery`, { recursive: true })
  const rows: string[] = []
  for (const [view, name] of gallery) {
    const prefix = `views--${view.toLowerCase()}--`
    const story = checked.find(
      (entry) => entry.id.startsWith(prefix) && (name === '*' || entry.id === `${prefix}${name}`),
    )
    if (!story) continue
    const storyName = story.id.slice(prefix.length)
    const file = `${view}-${storyName}`
    await page.setViewportSize(viewportOf(story) ?? { width: 1280, height: 720 })
    for (const theme of themes) {
      await openStory(page, story, theme)
      await waitForAnimations(page)
      await page.screenshot({ path: `${root}docs/gallery/${file}-${theme}.png` })
    }
    rows.push(
      `| ${view} · ${story.name} | ![${view}, light](docs/gallery/${file}-light.png) | ![${view}, dark](docs/gallery/${file}-dark.png) |`,
    )
  }
  // The README's gallery table is written here, so it always names the copied screenshots.
  const readme = readFileSync(`${root}README.md`, 'utf8')
  const start = '<!-- gallery:start -->'
  const end = '<!-- gallery:end -->'
  const table = ['| view · story | light | dark |', '|---|---|---|', ...rows].join('\n')
  expect(readme).toContain(start)
  writeFileSync(
    `${root}README.md`,
    `${readme.slice(0, readme.indexOf(start) + start.length)}\n${table}\n${readme.slice(readme.indexOf(end))}`,
  )
})

// Checks of single stories: what they show, beyond the catalog's checks.

ladleTest('story: the Connect view lists the installed wallets', async ({ ladle: { page } }) => {
  await showStory(page, 'views--connect--with-installed-wallets')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Example Wallet/ })).toBeVisible()
  await expect(page.locator('[data-foyer]').first()).toHaveAttribute('data-theme', 'dark')
  await page.screenshot({ path: `${artifacts}story-connect.png` })
})

ladleTest(
  'story: the Connect view without wallets shows its empty state',
  async ({ ladle: { page } }) => {
    await showStory(page, 'views--connect--no-wallet-installed')
    await expect(page.getByRole('dialog').getByText('No browser wallet found')).toBeVisible()
  },
)

test('story: email, the socials in SPEC §9 order and the passkey entry, no frame made', async ({
  page,
}) => {
  await showStory(page, 'views--connect--email-socials-and-passkey')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  const socials = dialog.getByRole('list', { name: 'Social logins' }).getByRole('button')
  const names = [
    'Continue with Google',
    'Continue with X',
    'Continue with Farcaster',
    'Continue with Discord',
    'More',
  ]
  await expect(socials).toHaveCount(names.length)
  for (const [index, name] of names.entries()) {
    await expect(socials.nth(index)).toHaveAccessibleName(name)
  }
  await expect(dialog.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.screenshot({ path: `${artifacts}story-connect-embedded.png` })
})

ladleTest('story: the theme control (and a fixed light theme)', async ({ ladle: { page } }) => {
  await showStory(page, 'views--connect--light-theme')
  const root = page.locator('[data-foyer]').first()
  await expect(root).toHaveAttribute('data-theme', 'light')
  await page.screenshot({ path: `${artifacts}story-connect-light.png` })
  await showStory(page, 'views--connect--with-installed-wallets', 'light')
  await expect(root).toHaveAttribute('data-theme', 'light')
})

ladleTest('story: the network picker marks the wallet’s chain', async ({ ladle: { page } }) => {
  await showStory(page, `${storyId(stories, /networks$/, 'picker')}`)
  const dialog = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(dialog.getByTestId('network-eip155:31337')).toHaveAttribute('aria-current', 'true')
  await expect(dialog.getByTestId('network-eip155:31338')).toBeEnabled()
  await page.screenshot({ path: `${artifacts}story-networks.png` })
})

ladleTest('story: UnsupportedChain offers the listed networks', async ({ ladle: { page } }) => {
  const id = storyId(stories, /unsupportedchain$/, 'other-chain')
  await showStory(page, `${id}`)
  const dialog = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(dialog.getByTestId('unsupported-chain-message')).toContainText('chain 5')
  await expect(dialog.getByTestId('network-eip155:31337')).toBeVisible()
})

ladleTest('story: SIWXSignMessage waiting, signing and declined', async ({ ladle: { page } }) => {
  for (const [story, state] of [
    ['idle', 'awaitingSignature'],
    ['signing', 'signing'],
    ['declined', 'awaitingSignature'],
  ] as const) {
    const id = storyId(stories, /siwxsignmessage$/, story)
    await showStory(page, `${id}`)
    const view = page.getByRole('dialog', { name: 'Sign In' }).getByTestId('siwx-sign-message')
    await expect(view).toHaveAttribute('data-state', state)
    await expect(view.getByTestId('siwx-statement')).toHaveText('Sign in to Demo dapp')
    if (story === 'signing')
      await expect(
        view.getByRole('progressbar', { name: 'Waiting for the signature' }),
      ).toBeVisible()
    if (story === 'declined') {
      await expect(view.getByTestId('siwx-error')).toHaveText('Signature declined')
      await expect(view.getByRole('button', { name: 'Try again' })).toBeVisible()
    }
    await page.screenshot({ path: `${artifacts}story-siwx-${story}.png` })
  }
})

ladleTest('story: every swap state', async ({ ladle: { page } }) => {
  const form = (name: string) =>
    page.getByRole('dialog', { name }).getByTestId(name === 'Swap' ? 'swap-view' : 'swap-preview')
  for (const [story, view, state, check] of [
    ['loading-quote', 'Swap', 'quoting', 'Getting quote…'],
    ['ready', 'Swap', 'ready', 'Swap'],
    ['high-price-impact', 'Swap', 'ready', 'Swap'],
    ['insufficient-balance', 'Swap', 'ready', 'Insufficient balance'],
    ['quote-error', 'Swap', 'failed', 'Try again'],
    ['approving', 'Review Swap', 'approving', 'Approving in your wallet…'],
    ['swapping', 'Review Swap', 'swapping', 'Swapping in your wallet…'],
    ['success', 'Review Swap', 'success', 'Swapped 30 FUSD for ETH'],
    ['failed', 'Review Swap', 'failed', 'Swap failed'],
  ] as const) {
    const id = storyId(stories, /swap$|swappreview$/, story)
    await showStory(page, `${id}`)
    await expect(form(view)).toHaveAttribute('data-state', state)
    await expect(page.getByRole('dialog', { name: view })).toContainText(check)
    if (story === 'high-price-impact')
      await expect(page.getByTestId('swap-price-impact')).toHaveAttribute('data-high', 'true')
    if (story === 'quote-error') await expect(page.getByLabel('You receive')).toHaveValue('')
    await page.screenshot({ path: `${artifacts}story-swap-${story}.png` })
  }
})

// Stories of the bespoke-UI, custom-views and onramp work: Ladle alone, no devstack.

ladleTest('story: a bespoke send form on useSendForm alone', async ({ ladle: { page } }) => {
  await showStory(page, 'bespoke-ui--send-form')
  const form = page.locator('form[data-state]')
  await expect(form).toHaveAttribute('data-state', 'idle')
  const message = page.getByTestId('bespoke-message')
  await expect(message).toHaveText('An amount and receiver address are required')
  await page
    .getByRole('textbox', { name: 'To', exact: true })
    .fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.5')
  await expect(message).toHaveText('A token is required')
  expect(await runAxe(page)).toEqual([])
  await page.screenshot({ path: `${artifacts}story-bespoke-send.png` })
})

ladleTest(
  'story: the same swap in Ladle, with the mock wallet and no devstack',
  async ({ ladle: { page } }) => {
    await showStory(page, 'custom-views--connect')
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect.getByTestId('host-connect')).toBeVisible()
    await expect(connect.getByRole('button', { name: /Foyer Test Wallet/ })).toBeVisible()
    await expect(connect.getByRole('textbox', { name: 'Sign in with your email' })).toBeVisible()
    expect(await runAxe(page, '[data-testid="host-connect"]')).toEqual([])
    await page.screenshot({ path: `${artifacts}story-custom-views-connect.png` })

    await showStory(page, 'custom-views--account')
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('host-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await expect(account.getByRole('button', { name: 'Disconnect' })).toBeEnabled()
    await page.screenshot({ path: `${artifacts}story-custom-views-account.png` })

    await showStory(page, 'custom-views--send')
    const form = page.getByRole('dialog', { name: 'Send' })
    await expect(form.getByTestId('host-send-message')).toHaveText(
      'An amount and receiver address are required',
    )
    await expect(form.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  },
)

ladleTest('onramp stories: every state renders on its fixtures', async ({ ladle: { page } }) => {
  const states = [
    ['form', 'Buy Crypto', 'idle'],
    ['below-card-minimum', 'Buy Crypto', 'idle'],
    ['quoted', 'Buy Crypto', 'ready'],
    ['estimate-quote', 'Buy Crypto', 'ready'],
    ['waiting', 'Buying', 'waiting'],
    ['window-blocked', 'Buying', 'waiting'],
    ['success', 'Buying', 'success'],
    ['failed', 'Buying', 'failed'],
  ] as const
  for (const [story, title, state] of states) {
    await showStory(
      page,
      `views--${title === 'Buying' ? 'buyinprogress' : 'onrampproviders'}--${story}`,
    )
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog.locator(`[data-state="${state}"]`)).toBeVisible()
    await dialog.screenshot({ path: `${artifacts}onramp-story-${story}.png` })
  }
  await expect(page.getByRole('dialog', { name: 'Buying' }).getByRole('alert')).toHaveText(
    'No purchase arrived in time',
  )
})
