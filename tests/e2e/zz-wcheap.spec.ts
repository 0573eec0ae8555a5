// TEMPORARY investigation (not committed): heap snapshots of the WalletConnect cycles.

import { writeFileSync } from 'node:fs'
import { WC_WALLET_ACCOUNT, WC_WALLET_CONTROL_URL } from '@foyer/devstack/config'
import type { CDPSession, Page } from '@playwright/test'
import { wcWallet } from './connectors.js'
import { expect, test } from './fixtures.js'
import { chromiumLaunchOptions } from './playwright.config.js'

const v8Flags = '--no-opt --no-maglev --no-sparkplug --no-lazy-feedback-allocation'
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--js-flags=${v8Flags}`],
  },
})
test.setTimeout(600_000)

async function heapSnapshot(page: Page, cdp: CDPSession, file: string) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const chunks: string[] = []
  const on = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on)
  writeFileSync(file, chunks.join(''))
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  console.log(file, (usedSize / 1024).toFixed(0), 'KiB')
}

test('wc heap', async ({ page }) => {
  await wcWallet('disconnect', {})
  await wcWallet('policy', { decision: 'approve' })
  await page.goto('/')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  const cycle = async () => {
    const address = await page.evaluate(async (control) => {
      const { foyer, actions } = (window as any).foyerDemo
      const { connect, disconnect } = await actions()
      const account = await connect(foyer, {
        connector: 'walletConnect',
        onDisplayUri: (uri: string) => {
          void fetch(`${control}/pair`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ uri }),
          })
        },
      })
      await disconnect(foyer, {})
      return account.address
    }, WC_WALLET_CONTROL_URL)
    expect(address).toBe(WC_WALLET_ACCOUNT.address)
    await page.waitForFunction(
      () => document.querySelector('[data-testid="status"]')?.textContent === 'disconnected',
    )
  }
  const N = Number(process.env.WCN ?? 25)
  for (let i = 0; i < N; i++) await cycle()
  await heapSnapshot(page, cdp, '/tmp/v/heap-a.heapsnapshot')
  for (let i = 0; i < N; i++) await cycle()
  await heapSnapshot(page, cdp, '/tmp/v/heap-b.heapsnapshot')
  for (let i = 0; i < N; i++) await cycle()
  await heapSnapshot(page, cdp, '/tmp/v/heap-c.heapsnapshot')
})
