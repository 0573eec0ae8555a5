import { createRequire } from 'node:module'
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test'

const require = createRequire(import.meta.url)

/** Hosts a page may reach: loopback only. Anything else fails the test that caused it. */
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

type Fixtures = {
  /** Every http(s) and websocket host the page reached during the test. */
  requestedHosts: Set<string>
  /**
   * Runs axe-core in the page and returns violations as `rule: selectors`; `tags` runs only the
   * rules of those tags (e.g. WCAG 2.1 AA and best practices), else every default rule.
   */
  axe: (selector?: string, options?: { tags?: string[] }) => Promise<string[]>
  /** The requests of the test's context, from its start: `network.quiet()` waits for a lull. */
  network: Network
}

export const test = base.extend<Fixtures>({
  requestedHosts: [
    async ({ context }, use) => {
      const hosts = watchHosts(context)
      await use(hosts)
      expect(outsideLoopback(hosts), 'the demo must make no request outside loopback').toEqual([])
    },
    { auto: true },
  ],
  network: async ({ context }, use) => {
    await use(watchNetwork(context))
  },
  axe: async ({ page }, use) => {
    await use((selector, options) => runAxe(page, selector, options))
  },
})

/**
 * Runs axe-core in `page` and returns violations as `rule: selectors`; `tags` runs only the rules
 * of those tags (e.g. WCAG 2.1 AA and best practices), else every default rule.
 */
export async function runAxe(
  page: Page,
  selector = 'body',
  options: { tags?: string[] } = {},
): Promise<string[]> {
  // Once per document: a story checked in both themes keeps its page.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  }
  // axe judges the page as it is while it runs (colours as painted): a run during which the
  // page changed (content arriving, a toast added in a timeout) may have read a half-drawn
  // state, so it runs again once the entrances have finished, until a run saw no change.
  let result = { violations: [] as string[], changed: true }
  for (let run = 0; result.changed && run < AXE_RUNS; run++) {
    // Colours are judged as painted: wait until enter animations (opacity) have finished.
    await waitForAnimations(page)
    result = await page.evaluate(
      async ({ context, tags }) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
        let changed = false
        const change = () => {
          changed = true
        }
        const observer = new MutationObserver(change)
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
        document.addEventListener('animationstart', change, true)
        document.addEventListener('transitionrun', change, true)
        const results = await axe.run(context, {
          rules: { region: { enabled: false } },
          ...(tags ? { runOnly: { type: 'tag' as const, values: tags } } : {}),
        })
        // A mutation of the run's last moment is still queued: count it too.
        if (observer.takeRecords().length > 0) changed = true
        observer.disconnect()
        document.removeEventListener('animationstart', change, true)
        document.removeEventListener('transitionrun', change, true)
        return {
          changed,
          violations: results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        }
      },
      { context: selector, tags: options.tags },
    )
  }
  return result.violations
}

/**
 * Every http(s) and websocket host the pages of `context` reach from now on (popups too). On the
 * context, not a page: a test that skips itself before it opens a page (lazy-chunks) costs none.
 */
export function watchHosts(context: BrowserContext): Set<string> {
  const hosts = new Set<string>()
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname)
  })
  // WebSockets (the WalletConnect relay) are not requests to Playwright; watch them too.
  const watchSockets = (page: Page) =>
    page.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname))
  for (const page of context.pages()) watchSockets(page)
  context.on('page', watchSockets)
  return hosts
}

/** The hosts of `hosts` outside loopback. */
export const outsideLoopback = (hosts: Iterable<string>) =>
  [...hosts].filter((host) => !loopback.has(host))

/** At most this many axe runs per check: a page that never stops changing keeps the last. */
const AXE_RUNS = 3

export { expect }

/**
 * Until the enter animations have ended (a spinner's endless turn, which changes no colour, aside).
 * A toast (sonner) is first added unmounted, transparent and with no transition yet, and starts
 * fading in an effect later: until then it has no animation to wait for, so wait for it to mount.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-sonner-toast][data-mounted="false"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
  )
}

export type Network = {
  /**
   * Resolves once no request of the context has been in flight for `quietMs`; fails after
   * `timeoutMs`, naming the requests still in flight.
   */
  quiet: (quietMs?: number, timeoutMs?: number) => Promise<void>
}

/**
 * Watches every request of `context` (every page and frame) from now on. Its `quiet()` is what
 * Playwright's `waitForLoadState('networkidle')` promises, read from the requests themselves:
 * that load state also waits for every frame's own bookkeeping, and under load it once never
 * came for the embedded wallet's frame although each of its requests had finished (the leaks
 * file, reproduced 1 run in 10 beside two busy cores).
 */
export function watchNetwork(context: BrowserContext): Network {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const started = (request: Request) => {
    inFlight.add(request)
    lastChange = Date.now()
  }
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now()
  }
  context.on('request', started)
  context.on('requestfinished', ended)
  context.on('requestfailed', ended)
  return {
    async quiet(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const urls = [...inFlight].map((request) => request.url())
          throw new Error(
            `no lull of ${quietMs} ms in the network within ${timeoutMs} ms; in flight: ${urls.join(', ') || 'none'}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}

/** Sets the test wallet's answer before the page's scripts run (it reads it at load). */
export async function setWalletPolicy(page: Page, decision: 'approve' | 'reject' | 'ask') {
  await page.addInitScript((value) => {
    localStorage.setItem('foyer-test-wallet:policy', JSON.stringify({ decision: value }))
  }, decision)
}
