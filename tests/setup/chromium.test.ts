import { existsSync, readFileSync } from 'node:fs'
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

const hasChromium = existsSync(settings.executablePath)
const features = (args: string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1] ?? '')
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

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
