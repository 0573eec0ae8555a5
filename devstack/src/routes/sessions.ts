import { Hono } from 'hono'
import { getAddress, type Hex, isAddress, isHex } from 'viem'
import { findChain, parseCaip10, publicClientFor } from '../blockchain/chains.js'
import type { DevstackContext } from '../context.js'
import type { SessionRecord } from '../state.js'

/**
 * Sessions of an account (`{id}` = its CAIP-10 id, e.g. `eip155:31337:0x…`):
 * `POST /v1/sessions/{id}` creates one (`{ permissions?, expiry? }` → a new `pci`),
 * `GET /v1/sessions/{id}` lists them, `POST /v1/sessions/{id}/revoke` (`{ pci, signature }`, the
 * account's `personal_sign` of the pci) revokes one.
 */
export function sessionsRoutes(context: DevstackContext) {
  const { sessions } = context.state
  const app = new Hono()

  const accountOf = (id: string) => {
    const { chainId, address } = parseCaip10(id)
    if (!isAddress(address, { strict: false })) return undefined
    return { chainId: chainId ?? `eip155:${context.chains[0]!.id}`, address: getAddress(address) }
  }
  const list = (address: string) =>
    [...sessions.values()].filter((session) => session.address === address)

  app.post('/v1/sessions/:id', async (c) => {
    const account = accountOf(c.req.param('id'))
    if (!account) return c.json({ error: 'Invalid account id' }, 400)
    const body = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>
    const session: SessionRecord = {
      id: c.req.param('id'),
      pci: crypto.randomUUID(),
      address: account.address,
      chainId: account.chainId,
      expiry:
        typeof body.expiry === 'number' ? body.expiry : Math.floor(Date.now() / 1000) + 86_400,
      permissions: Array.isArray(body.permissions) ? body.permissions : [],
      revoked: false,
      revokedAt: null,
    }
    sessions.set(session.pci, session)
    return c.json(session, 201)
  })

  app.get('/v1/sessions/:id', (c) => {
    const account = accountOf(c.req.param('id'))
    if (!account) return c.json({ error: 'Invalid account id' }, 400)
    return c.json({ pcis: list(account.address) })
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const account = accountOf(c.req.param('id'))
    if (!account) return c.json({ error: 'Invalid account id' }, 400)
    const body = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>
    const { pci, signature } = body
    if (typeof pci !== 'string') return c.json({ error: 'pci is required' }, 400)
    if (typeof signature !== 'string' || !isHex(signature)) {
      return c.json({ error: 'signature must be a hex string' }, 400)
    }
    const session = sessions.get(pci)
    if (!session || session.address !== account.address) {
      return c.json({ error: 'Session not found' }, 404)
    }
    const chain = findChain(context, account.chainId) ?? context.chains[0]!
    const valid = await publicClientFor(chain)
      .verifyMessage({ address: account.address, message: pci, signature: signature as Hex })
      .catch(() => false)
    if (!valid) return c.json({ error: 'Invalid signature' }, 401)
    session.revoked = true
    session.revokedAt = Math.floor(Date.now() / 1000)
    return c.json(session)
  })

  return app
}
