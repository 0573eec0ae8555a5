// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import {
  announcedConnector,
  type EIP6963ProviderDetail,
  watchAnnouncedProviders,
} from './eip6963.js'
import { mock } from './mock.js'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Announces a mock wallet through EIP-6963. */
const announce = ({ uuid, ...info }: { uuid?: string; name?: string; rdns?: string } = {}) =>
  mock({ name: 'Fake Wallet', rdns: 'test.fake.wallet', ...info }).announce(uuid ? { uuid } : {})

function watch() {
  let latest: readonly EIP6963ProviderDetail[] = []
  cleanups.push(watchAnnouncedProviders((details) => (latest = details)))
  return () => latest
}

describe('watchAnnouncedProviders', () => {
  test('behavior: wallets already present answer the request', () => {
    cleanups.push(announce({ name: 'Early', rdns: 'a.early' }))
    const list = watch()
    expect(list().map((detail) => detail.info.name)).toEqual(['Early'])
  })
  test('behavior: late announcers are included', () => {
    const list = watch()
    expect(list()).toEqual([])
    cleanups.push(announce({ name: 'Late', rdns: 'a.late' }))
    expect(list().map((detail) => detail.info.name)).toEqual(['Late'])
  })
  test('behavior: duplicates (same uuid or same rdns) are dropped', () => {
    const list = watch()
    cleanups.push(announce({ uuid: 'u1', rdns: 'a.one' }))
    cleanups.push(announce({ uuid: 'u1', rdns: 'a.one' }))
    cleanups.push(announce({ uuid: 'u2', rdns: 'a.one' }))
    cleanups.push(announce({ uuid: 'u3', rdns: 'a.two' }))
    expect(list().map((detail) => detail.info.uuid)).toEqual(['u1', 'u3'])
  })
  test('behavior: malformed announcements are ignored', () => {
    const list = watch()
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: {} } }))
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: null }))
    expect(list()).toEqual([])
  })
  test('behavior: stopping stops listening', () => {
    const stop = watchAnnouncedProviders(() => {
      throw new Error('should not be called')
    })
    stop()
    cleanups.push(announce())
  })
})

test('announcedConnector: id is the rdns, type ANNOUNCED, chain eip155', () => {
  const { provider } = mock()
  const connector = announcedConnector({
    info: { uuid: 'u', name: 'W', rdns: 'w.rdns', icon: 'data:image/svg+xml,' },
    provider: provider as never,
  })({ projectId: 'test', networks: [] })
  expect(connector).toMatchObject({
    id: 'w.rdns',
    name: 'W',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: 'data:image/svg+xml,',
  })
})

test('announcedConnector: an icon that is not a data: image URI is never used', () => {
  const { provider } = mock()
  const config = { projectId: 'test', networks: [] }
  const withIcon = (icon: string) =>
    announcedConnector({
      info: { uuid: 'u', name: 'W', rdns: 'w', icon: icon as never },
      provider: provider as never,
    })(config).imageUrl
  expect(withIcon('https://tracker.example/pixel.png')).toBeUndefined()
  expect(withIcon('http://192.168.1.1/admin.png')).toBeUndefined()
  expect(withIcon('javascript:alert(1)')).toBeUndefined()
  expect(withIcon('data:text/html,<script>alert(1)</script>')).toBeUndefined()
  expect(withIcon('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
  expect(withIcon('data:image/png,abc')).toBe('data:image/png,abc')
})
