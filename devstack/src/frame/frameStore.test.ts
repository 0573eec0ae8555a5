import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { openFrameStore } from './frameStore.js'

const file = () => join(mkdtempSync(join(tmpdir(), 'foyer-frame-store-')), 'users.json')
const key = `0x${'11'.repeat(32)}` as const
const address = '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A'

describe('openFrameStore', () => {
  test('default: memory only without a file; a file round-trips (mode 600)', () => {
    const memory = openFrameStore(undefined)
    memory.save()
    expect(memory.data).toEqual({ version: 2, users: {}, sessions: {}, credentials: {} })
    const path = file()
    const store = openFrameStore(path)
    store.data.users.u1 = { privateKey: key, address, login: 'github:ada', userName: 'ada' }
    store.data.sessions.t = 'u1'
    store.save()
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(openFrameStore(path).data).toEqual(store.data)
  })

  test('behavior: a version 1 file (users by email) is migrated, sessions kept', () => {
    const path = file()
    writeFileSync(
      path,
      JSON.stringify({
        users: { 'ada@example.com': { privateKey: key, address } },
        sessions: { tok: 'ada@example.com', stale: 'gone@example.com' },
      }),
    )
    const { data } = openFrameStore(path)
    expect(data.users['email-ada@example.com']).toEqual({
      privateKey: key,
      address,
      email: 'ada@example.com',
    })
    expect(data.sessions).toEqual({ tok: 'email-ada@example.com' })
  })

  test('error: a damaged file starts over', () => {
    const path = file()
    writeFileSync(path, '{not json')
    expect(openFrameStore(path).data.users).toEqual({})
    expect(readFileSync(path, 'utf8')).toBe('{not json')
  })
})
