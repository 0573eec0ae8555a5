import { Hono } from 'hono'
import { getAddress, type Hex, isAddress, isHex } from 'viem'
import { findChain, parseCaip10, publicClientFor } from '../blockchain/chains.js'
import type { DevstackContext } from '../context.js'
import type { NameRecord } from '../state.js'

/** Letters, digits and hyphens, at least 4 (the label before any `.suffix`). */
const LABEL = /^[a-zA-Z0-9-]{4,}$/
/** How far a registration message's timestamp may be from now. */
export const NAME_MESSAGE_MAX_AGE_SECONDS = 600
const DEFAULT_ZONE = 'reown.id'

const labelOf = (name: string) => name.split('.')[0] ?? ''

/**
 * Names: register (verifying the signature and the signed message), lookup, reverse lookup,
 * suggestions, and identity (name + avatar of an address).
 */
export function namesRoutes(context: DevstackContext) {
  const { names } = context.state
  const app = new Hono()

  const reverse = (address: string) =>
    [...names.values()].filter((record) =>
      Object.values(record.addresses).some(
        (entry) => entry.address.toLowerCase() === address.toLowerCase(),
      ),
    )

  app.post('/v1/profile/account', async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>
    const { coin_type: coinType, address, message, signature } = body
    if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < 0) {
      return c.json({ error: 'coin_type must be a non-negative integer' }, 400)
    }
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      return c.json({ error: 'address must be an EVM address' }, 400)
    }
    if (typeof message !== 'string') return c.json({ error: 'message must be a JSON string' }, 400)
    if (typeof signature !== 'string' || !isHex(signature)) {
      return c.json({ error: 'signature must be a hex string' }, 400)
    }
    let parsed: { name?: unknown; attributes?: unknown; timestamp?: unknown }
    try {
      parsed = JSON.parse(message) as typeof parsed
    } catch {
      return c.json({ error: 'message is not JSON' }, 400)
    }
    const { name, attributes, timestamp } = parsed
    if (typeof name !== 'string' || !LABEL.test(labelOf(name))) {
      return c.json(
        { error: 'Invalid name: letters, digits and hyphens only, at least 4 characters' },
        400,
      )
    }
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
      return c.json({ error: 'message.attributes must be an object' }, 400)
    }
    if (
      typeof timestamp !== 'number' ||
      Math.abs(Date.now() / 1000 - timestamp) > NAME_MESSAGE_MAX_AGE_SECONDS
    ) {
      return c.json({ error: 'message.timestamp must be the current time in seconds' }, 400)
    }
    // ENSIP-11: EVM chains use (0x80000000 | chainId); 60 is Ethereum mainnet.
    const chainId = coinType >= 0x80000000 ? coinType - 0x80000000 : undefined
    const chain = findChain(context, chainId) ?? context.chains[0]!
    const valid = await publicClientFor(chain)
      .verifyMessage({ address: getAddress(address), message, signature: signature as Hex })
      .catch(() => false)
    if (!valid) return c.json({ error: 'Invalid signature' }, 401)

    const key = name.toLowerCase()
    const existing = names.get(key)
    const owner = existing && Object.values(existing.addresses)[0]?.address
    if (existing && owner && owner.toLowerCase() !== address.toLowerCase()) {
      return c.json({ error: `Name ${name} is already registered` }, 409)
    }
    const now = Math.floor(Date.now() / 1000)
    const record: NameRecord = {
      name: key,
      registered: existing?.registered ?? now,
      updated: now,
      addresses: {
        ...existing?.addresses,
        [String(coinType)]: { address: getAddress(address), created: now },
      },
      attributes: { ...(existing?.attributes ?? {}), ...(attributes as Record<string, string>) },
    }
    names.set(key, record)
    return c.json(record)
  })

  app.get('/v1/profile/account/:name', (c) => {
    const record = names.get(c.req.param('name').toLowerCase())
    if (!record) return c.json({ error: 'Name not found' }, 404)
    return c.json(record)
  })

  app.get('/v1/profile/reverse/:address', (c) => {
    const address = parseCaip10(c.req.param('address')).address
    if (!isAddress(address, { strict: false })) return c.json({ error: 'Invalid address' }, 400)
    return c.json(reverse(address))
  })

  app.get('/v1/profile/suggestions/:name', (c) => {
    const zone = c.req.query('zone') || DEFAULT_ZONE
    const label = labelOf(c.req.param('name').toLowerCase())
    if (!label) return c.json({ suggestions: [] })
    const candidates = [label, `${label}-dev`, `${label}1`, `${label}-wallet`, `the-${label}`]
    const suggestions = candidates
      .filter((candidate) => LABEL.test(candidate))
      .map((candidate) => {
        const full = `${candidate}.${zone}`
        return { name: full, registered: names.has(full) }
      })
    return c.json({ suggestions })
  })

  app.get('/v1/identity/:address', (c) => {
    const address = parseCaip10(c.req.param('address')).address
    if (!isAddress(address, { strict: false })) return c.json({ error: 'Invalid address' }, 400)
    const record = reverse(address)[0]
    return c.json({ name: record?.name ?? null, avatar: record?.attributes.avatar ?? null })
  })

  return app
}
