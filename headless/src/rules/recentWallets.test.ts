import { describe, expect, test } from 'vitest'
import { addRecentWallet } from './recentWallets.js'

describe('addRecentWallet', () => {
  test('behavior: recent wallets are kept to 2, newest first, without duplicates', () => {
    const a = { id: 'a', name: 'A' }
    const b = { id: 'b', name: 'B' }
    const c = { id: 'c', name: 'C' }
    expect(addRecentWallet(addRecentWallet(addRecentWallet([], a), b), c)).toEqual([c, b])
    expect(addRecentWallet([b, a], a)).toEqual([a, b])
  })
})
