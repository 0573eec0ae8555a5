import { describe, expect, test } from 'vitest'
import { loadBrowserBundle } from './browserBundle.js'

describe('loadBrowserBundle', () => {
  test('default: from sources, an IIFE bundle of the entry, made once', async () => {
    const entry = { dist: 'test-wallet.js', entry: ['test-wallet', 'browser.ts'] }
    const first = loadBrowserBundle(entry)
    expect(loadBrowserBundle(entry)).toBe(first)
    const script = await first
    expect(script.startsWith('(()=>{') || script.startsWith('"use strict";(()=>{')).toBe(true)
    expect(script).toContain('eip6963:announceProvider')
  })

  test('error: an entry that cannot be bundled says so, and is tried again next time', async () => {
    const missing = { dist: 'missing-bundle.js', entry: ['nowhere', 'browser.ts'] }
    const first = loadBrowserBundle(missing)
    await expect(first).rejects.toThrow(/^Cannot bundle missing-bundle\.js/)
    const second = loadBrowserBundle(missing)
    expect(second).not.toBe(first)
    await expect(second).rejects.toThrow(/^Cannot bundle missing-bundle\.js/)
  })
})
