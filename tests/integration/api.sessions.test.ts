// Sessions through `@foyer/headless/api`, against the devstack's real routes
// (devstack/src/routes/sessions.ts): a session stored for a fresh account is listed, refused a
// revocation signed by someone else, and revoked with the account's own signature of its pci.
import { DEVSTACK_API_URL } from '@foyer/devstack/config'
import { HttpStatusError } from '@foyer/headless'
import { getSession, revokeSession } from '@foyer/headless/api'
import { describe, expect, test } from 'vitest'
import { blockchainApi, CHAIN_A, freshAccount } from './apiHelpers.js'

/** Stores a session the way the wallet side does (`POST /v1/sessions/{id}`); no Foyer code. */
async function createSession(id: string, permissions: unknown[]) {
  const response = await fetch(`${DEVSTACK_API_URL}/v1/sessions/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ permissions }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { pci: string }
}

describe('sessions: getSession, revokeSession', () => {
  const api = blockchainApi()
  const account = freshAccount()
  const id = `${CHAIN_A}:${account.address}`

  test('behavior: an account without sessions has none', async () => {
    expect(await getSession(api, { id })).toEqual({ pcis: [] })
  })

  test('behavior: stored sessions are listed; a signed revocation revokes only its own', async () => {
    const permissions = [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }]
    const first = await createSession(id, permissions)
    const second = await createSession(id, [])
    const listed = await getSession(api, { id })
    expect(listed.pcis.map((session) => session.pci).sort()).toEqual([first.pci, second.pci].sort())
    const stored = listed.pcis.find((session) => session.pci === first.pci)
    expect(stored).toEqual(expect.objectContaining({ revoked: false, permissions }))

    await revokeSession(api, {
      id,
      pci: first.pci,
      signature: await account.signMessage({ message: first.pci }),
    })
    const after = await getSession(api, { id })
    const revoked = Object.fromEntries(after.pcis.map((session) => [session.pci, session.revoked]))
    expect(revoked).toEqual({ [first.pci]: true, [second.pci]: false })
  })

  test('error: a revocation signed by another key, or of an unknown pci, is refused', async () => {
    const { pci } = await createSession(id, [])
    const stranger = freshAccount()
    const refused = await revokeSession(api, {
      id,
      pci,
      signature: await stranger.signMessage({ message: pci }),
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpStatusError)
    expect((refused as HttpStatusError).status).toBe(401)

    const unknown = await revokeSession(api, {
      id,
      pci: crypto.randomUUID(),
      signature: await account.signMessage({ message: 'x' }),
    }).catch((error: unknown) => error)
    expect((unknown as HttpStatusError).status).toBe(404)

    const session = (await getSession(api, { id })).pcis.find((entry) => entry.pci === pci)
    expect(session?.revoked).toBe(false)
  })
})
