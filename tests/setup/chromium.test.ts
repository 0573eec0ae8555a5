import { existsSync, readdirSync, readFileSync } from 'node:fs'
import settings from '@foyer/devstack/chromium.json' with { type: 'json' }
import { chromium } from 'playwright-core'
import { describe, expect, test } from 'vitest'

// The launch settings every browser test and the speed benchmark use (`@foyer/devstack/chromium.json`;
// the devstack's own browser test uses them too).
// Debian's Chromium, headless, opens the address bar's popup as a WebUI page for every new window
// (`chrome://omnibox-popup.top-chrome/`): a second renderer per browser context that loads about
// 145 modules, about 2 s of CPU for each context on this machine, more than a demo page's load.
// The settings turn it off with `--disable-features`. Chromium keeps only the last
// `--disable-features` of its command line, and Playwright passes its own list first, so the
// settings' list carries Playwright's too.
// The list also turns off the spare renderer (`SpareRendererForSitePerProcess`): Chromium starts
// a renderer process ahead of the next navigation, and a browser context's first page, which
// starts in a renderer of its own, never uses it. About 0.2 s of CPU per context measured here
// (20 contexts, each a page and a navigation: 926 against 678 ms each); the suites open hundreds.
// The benchmarks keep it (tests/bench/launch.mjs): a visitor's Chromium has it, and a navigation
// to another site takes it.

const hasChromium = existsSync(settings.executablePath)
const features = (args: string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1] ?? '')
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/** The renderer processes descending from the browser process `browserPid`. */
function renderersOf(browserPid: number): number[] {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        // `pid (comm) state ppid …`: comm may hold spaces, so read after its closing bracket.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        return [{ pid: Number(pid), ppid, renderer: cmdline.includes('--type=renderer') }]
      } catch {
        return [] // gone meanwhile
      }
    })
  const parent = new Map(processes.map((entry) => [entry.pid, entry.ppid]))
  const descends = (pid: number): boolean => {
    for (let up = parent.get(pid); up !== undefined && up > 1; up = parent.get(up)) {
      if (up === browserPid) return true
    }
    return false
  }
  return processes.filter((entry) => entry.renderer && descends(entry.pid)).map((e) => e.pid)
}

describe.skipIf(!hasChromium)('Chromium launch settings (skipped without Chromium)', () => {
  test("behavior: the settings' --disable-features keeps each feature Playwright disables", async () => {
    const server = await chromium.launchServer(settings)
    try {
      const pid = server.process().pid
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const lists = features(args)
      // Playwright's own list, then the settings' list, which Chromium applies alone.
      expect(lists).toHaveLength(2)
      const applied = new Set(lists.at(-1)?.split(','))
      const dropped = (lists[0] ?? '').split(',').filter((feature) => !applied.has(feature))
      expect(dropped, 'add these to devstack/chromium.json').toEqual([])
      expect([...applied]).toEqual(expect.arrayContaining(OMNIBOX_POPUP))
    } finally {
      await server.close()
    }
  })

  test("behavior: a context's page runs in one renderer, with no spare started beside it", async () => {
    const server = await chromium.launchServer(settings)
    const browser = await chromium.connect(server.wsEndpoint())
    try {
      const page = await (await browser.newContext()).newPage()
      await page.setContent('<h1>a page</h1>')
      // A spare renderer starts right after the page's own; give it time to show.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(renderersOf(server.process().pid ?? 0)).toHaveLength(1)
    } finally {
      await browser.close()
      await server.close()
    }
  })

  test('behavior: a new browser context opens no address-bar popup page', async () => {
    const browser = await chromium.launch(settings)
    try {
      const cdp = await browser.newBrowserCDPSession()
      const page = await (await browser.newContext()).newPage()
      await page.setContent('<h1>a page</h1>')
      const { targetInfos } = await cdp.send('Target.getTargets')
      expect(targetInfos.map((target) => target.url)).toEqual(['about:blank'])
    } finally {
      await browser.close()
    }
  })
})
