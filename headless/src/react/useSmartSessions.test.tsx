// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Hex, verifyMessage } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { revokeSmartSession } from '../actions/revokeSmartSession.js'
import { NoActiveCaipAddressError } from '../errors/chain.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { type ReceivedRequest, startTestServer } from '../test/httpServer.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useSmartSessions } from './useSmartSessions.js'

afterEach(cleanup)
const closes: Array<() => Promise<void>> = []
afterEach(async () => {
  unmountAll()
  for (const close of closes.splice(0)) await close()
})

type Session = { pci: string; expiry?: number; permissions?: unknown[]; revoked: boolean }

/** The sessions API of SPEC §7 over `sessions`: a revoke needs the account's signature of the pci. */
function sessionsApi(sessions: Session[], address: () => string) {
  return async ({ method, path, body }: ReceivedRequest) => {
    if (path === '/v1/supported-chains') return { body: { http: ['eip155:31337'], ws: [] } }
    const match = /^\/v1\/sessions\/([^/]+)(\/revoke)?$/.exec(path)
    if (!match) return { status: 404, body: {} }
    expect(decodeURIComponent(match[1] ?? '')).toBe(`eip155:31337:${address()}`)
    if (method === 'GET') return { body: { pcis: sessions } }
    const { pci, signature } = body as { pci: string; signature: Hex }
    const session = sessions.find((entry) => entry.pci === pci)
    const valid = await verifyMessage({
      address: address() as Hex,
      message: pci,
      signature,
    }).catch(() => false)
    if (!session || !valid) return { status: 401, body: { error: 'Invalid signature' } }
    session.revoked = true
    return { body: session }
  }
}

const now = Math.floor(Date.now() / 1000)

async function setup(sessions: Session[], smartSessions = true) {
  let address = ''
  const server = await startTestServer(sessionsApi(sessions, () => address))
  closes.push(server.close)
  const { foyer, wallet } = testFoyer({
    services: { blockchainApiUrl: server.url },
    features: { smartSessions },
  })
  address = (await connect(foyer, { connector: 'test.fake' })).address as string
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { foyer, wallet, server, hook: renderHook(() => useSmartSessions(), { wrapper }) }
}

describe('useSmartSessions', () => {
  test('behavior: lists the sessions in force, soonest to end first; revoked and expired ones are left out', async () => {
    const { hook } = await setup([
      { pci: 'later', expiry: now + 7_200, permissions: [{}], revoked: false },
      { pci: 'revoked', expiry: now + 3_600, revoked: true },
      { pci: 'expired', expiry: now - 10, revoked: false },
      { pci: 'sooner', expiry: now + 600, revoked: false },
    ])
    expect(hook.result.current.isEnabled).toBe(true)
    await waitFor(() => expect(hook.result.current.isLoading).toBe(false))
    expect(hook.result.current.sessions.map((session) => session.pci)).toEqual(['sooner', 'later'])
  })

  test('behavior: revoke has the wallet sign the pci, the API revokes it, and the list is read again', async () => {
    const sessions: Session[] = [
      { pci: 'a', expiry: now + 600, revoked: false },
      { pci: 'b', expiry: now + 900, revoked: false },
    ]
    const { hook, server } = await setup(sessions)
    await waitFor(() => expect(hook.result.current.sessions).toHaveLength(2))
    await act(() => hook.result.current.revoke('a'))
    expect(sessions[0]?.revoked).toBe(true)
    await waitFor(() =>
      expect(hook.result.current.sessions.map((session) => session.pci)).toEqual(['b']),
    )
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1)
  })

  test('behavior: a refused signature revokes nothing and is kept in revokeError', async () => {
    const sessions: Session[] = [{ pci: 'a', revoked: false }]
    const { hook, wallet, server } = await setup(sessions)
    await waitFor(() => expect(hook.result.current.sessions).toHaveLength(1))
    wallet.setBehavior('reject')
    await act(() => hook.result.current.revoke('a').catch(() => {}))
    await waitFor(() =>
      expect(hook.result.current.revokeError).toBeInstanceOf(UserRejectedRequestError),
    )
    expect(sessions[0]?.revoked).toBe(false)
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })

  test('behavior: with the feature off nothing is asked', async () => {
    const { hook, server } = await setup([{ pci: 'a', revoked: false }], false)
    expect(hook.result.current.isEnabled).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(hook.result.current.sessions).toEqual([])
    expect(server.requests.some((request) => request.path.startsWith('/v1/sessions'))).toBe(false)
  })
})

describe('revokeSmartSession', () => {
  test('validation: names the bad parameter before touching the wallet', async () => {
    const { foyer } = testFoyer({ services: { blockchainApiUrl: 'http://127.0.0.1:9' } })
    await expect(revokeSmartSession(foyer, { pci: 42 as unknown as string })).rejects.toThrow(
      InvalidParameterError,
    )
    await expect(revokeSmartSession(foyer, { pci: 42 as unknown as string })).rejects.toThrow(/pci/)
  })

  test('error: without a connected account', async () => {
    const { foyer } = testFoyer({ services: { blockchainApiUrl: 'http://127.0.0.1:9' } })
    await expect(revokeSmartSession(foyer, { pci: 'a' })).rejects.toThrow(NoActiveCaipAddressError)
  })
})
