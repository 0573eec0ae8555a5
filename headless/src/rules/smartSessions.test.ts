import { describe, expect, test } from 'vitest'
import { activeSmartSessions } from './smartSessions.js'

describe('activeSmartSessions', () => {
  const now = 1_000

  test('behavior: revoked and expired sessions are left out, the rest soonest to end first', () => {
    const sessions = [
      { pci: 'open-ended' },
      { pci: 'later', expiry: now + 500 },
      { pci: 'revoked', expiry: now + 10, revoked: true },
      { pci: 'ended', expiry: now },
      { pci: 'sooner', expiry: now + 1 },
    ]
    expect(activeSmartSessions(sessions, now).map((session) => session.pci)).toEqual([
      'sooner',
      'later',
      'open-ended',
    ])
  })

  test('default: no sessions, none in force', () => {
    expect(activeSmartSessions([], now)).toEqual([])
  })
})
