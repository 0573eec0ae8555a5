// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { connectorsAtom } from '../store/atoms.js'
import { testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  unmountAll()
})

describe('watchAnnouncedWallets', () => {
  test('behavior: wallets the host excludes by rdns or by name (any case) are not listed', () => {
    const { foyer } = testFoyer({
      connectors: [],
      excludeWalletIds: ['test.by-rdns', 'BY NAME'],
    })
    for (const [rdns, name] of [
      ['test.by-rdns', 'Excluded by rdns'],
      ['test.by-name', 'By Name'],
      ['test.kept', 'Kept'],
    ] as const) {
      cleanups.push(testWallet({ rdns, name }).announce())
    }
    expect(foyer.store.get(connectorsAtom).map((connector) => connector.id)).toEqual(['test.kept'])
  })

  test('behavior: with EIP-6963 off, announced wallets are ignored', () => {
    const { foyer } = testFoyer({ connectors: [], enableEIP6963: false })
    cleanups.push(testWallet({ rdns: 'test.kept', name: 'Kept' }).announce())
    expect(foyer.store.get(connectorsAtom)).toEqual([])
  })
})
