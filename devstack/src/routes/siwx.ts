import type { SiwxNonceStore } from '@foyer/headless/siwx'
import { type Context, Hono } from 'hono'
import { publicClientFor } from '../blockchain/chains.js'
import { DEVSTACK_SIWX_ORIGINS, DEVSTACK_SOLANA_CAIP_NETWORK_ID } from '../config.js'
import type { DevstackContext } from '../context.js'
import { createSiwxBackend, type SignedSiwxMessage, type SiwxSite } from '../siwx/siwxBackend.js'

/** An error answer: `{ error: { code, message, meta } }`; `code` is what a client branches on. */
const problem = (
  c: Context,
  status: 400 | 401 | 404 | 500,
  code: string,
  message: string,
  meta: readonly string[] = [],
) => c.json({ error: { code, message, meta } }, status)

/** Foyer's sign-in errors carry a stable `code` (`SIWX_NONCE_REJECTED`, …) and `metaMessages`. */
const isSiwxError = (
  error: unknown,
): error is Error & { code: string; shortMessage: string; metaMessages: readonly string[] } =>
  error instanceof Error &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as unknown as { code: string }).code.startsWith('SIWX_')

/** Malformed input is 400; a message that is well formed but refused (domain, nonce, expiry, signature) is 401. */
const malformed = new Set([
  'SIWX_INVALID_MESSAGE',
  'SIWX_INVALID_PARAMETER',
  'SIWX_VERIFICATION_NOT_SUPPORTED',
])

const bearer = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]

const origin = (value: string) => {
  const url = new URL(value)
  return { domain: url.host, uris: [url.origin, `${url.origin}/`] }
}

/**
 * The reference sign-in backend (`/siwx/*`, README "Sign in with X: the reference backend").
 * The site a request is for is picked by its `Origin` among the configured origins only
 * (`DEVSTACK_SIWX_ORIGINS`), so a message for any other domain is refused:
 * - `GET /siwx/nonce` → `{ nonce }` (single use, 5 minutes);
 * - `POST /siwx/sessions` `{ sessions: [{ message, signature }] }` → `{ token, sessions }`: verifies
 *   all, adds them to the bearer's login (or a new one); `PUT` the same, replacing the login's sessions;
 * - `GET /siwx/sessions?chainId&address` (bearer) → `{ sessions }`; `DELETE` the same → `{ revoked }`;
 * - `GET /siwx/me` (bearer) → `{ address, chainId, caipAddress, accounts }`: the newest session's
 *   account and every signed-in CAIP-10 account, else 401.
 */
export function siwxRoutes(context: DevstackContext) {
  return createSiwxRoutes(context)
}

/** {@link siwxRoutes} with its parts given: the accepted origins and the nonce store (tests). */
export function createSiwxRoutes(
  context: DevstackContext,
  options: { origins?: readonly string[]; nonceStore?: SiwxNonceStore } = {},
) {
  const origins = options.origins ?? DEVSTACK_SIWX_ORIGINS
  const sites = new Map<string, SiwxSite>(origins.map((value) => [value, origin(value)]))
  const backend = createSiwxBackend({
    ...(options.nonceStore ? { nonceStore: options.nonceStore } : {}),
    chainIds: [
      ...context.chains.map((chain) => `eip155:${chain.id}` as const),
      DEVSTACK_SOLANA_CAIP_NETWORK_ID as `solana:${string}`,
    ],
    clientFor: (chainId) => {
      const chain = context.chains.find((candidate) => `eip155:${candidate.id}` === chainId)
      return chain ? publicClientFor(chain) : undefined
    },
  })
  const app = new Hono()

  app.get('/siwx/nonce', async (c) => c.json({ nonce: await backend.issueNonce() }))

  const signIn = (replace: boolean) => async (c: Context) => {
    const site = sites.get(c.req.header('origin') ?? '')
    if (!site)
      return problem(c, 400, 'SIWX_UNKNOWN_SITE', 'This backend signs in no site of this origin', [
        `Origin: ${c.req.header('origin') ?? '(none)'}`,
        `Accepted: ${[...sites.keys()].join(', ')}`,
      ])
    const body = (await c.req.json().catch(() => null)) as { sessions?: unknown } | null
    const messages = body?.sessions
    if (!Array.isArray(messages) || !messages.every(isSigned))
      return problem(c, 400, 'SIWX_INVALID_PARAMETER', 'Invalid sign-in parameter', [
        'Parameter: sessions',
        'Rule: a list of { message: string, signature: string }',
      ])
    try {
      const result = await backend.signIn({ site, messages, token: bearer(c), replace })
      return c.json(result, 201)
    } catch (error) {
      if (!isSiwxError(error)) throw error
      return problem(
        c,
        malformed.has(error.code) ? 400 : 401,
        error.code,
        error.shortMessage,
        error.metaMessages,
      )
    }
  }
  app.post('/siwx/sessions', signIn(false))
  app.put('/siwx/sessions', signIn(true))

  const account = (c: Context) => {
    const chainId = c.req.query('chainId')
    const address = c.req.query('address')
    return chainId && address ? { chainId, address } : undefined
  }
  const noLogin = (c: Context) =>
    problem(c, 401, 'SIWX_NOT_SIGNED_IN', 'No sign-in for this token', [
      'Send Authorization: Bearer <token of POST /siwx/sessions>',
    ])
  const noAccount = (c: Context) =>
    problem(c, 400, 'SIWX_INVALID_PARAMETER', 'Invalid sign-in parameter', [
      'Parameters: chainId, address (query)',
    ])

  app.get('/siwx/sessions', (c) => {
    const query = account(c)
    if (!query) return noAccount(c)
    const sessions = backend.sessions(bearer(c), query.chainId, query.address)
    return sessions ? c.json({ sessions }) : noLogin(c)
  })
  app.delete('/siwx/sessions', (c) => {
    const query = account(c)
    if (!query) return noAccount(c)
    const revoked = backend.revoke(bearer(c), query.chainId, query.address)
    return revoked === undefined ? noLogin(c) : c.json({ revoked })
  })
  app.get('/siwx/me', (c) => {
    const me = backend.me(bearer(c))
    return me ? c.json(me) : noLogin(c)
  })
  return app
}

const isSigned = (value: unknown): value is SignedSiwxMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SignedSiwxMessage).message === 'string' &&
  typeof (value as SignedSiwxMessage).signature === 'string'
