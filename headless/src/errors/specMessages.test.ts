import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpRequestError, RpcRequestError, TimeoutError, UnknownRpcError } from 'viem'
import { describe, expect, test } from 'vitest'
import { toNodeError } from './node.js'
import { WalletRpcError } from './rpc.js'

// Every message string of SPEC §8, copied from the spec (placeholders as `{name}`), plus the
// quoted messages of SPEC §1, §5 and §7 that Foyer raises.
const specSection8 = [
  // Alerts
  'Network Error - Could not load embedded wallet',
  'Embedded Wallet Request Timed Out',
  'Network Not Found',
  'Session Expired',
  // Provider mappings
  'Unauthorized: origin not allowed',
  'JWT validation error: JWT Token is not yet valid',
  'Unauthorized: invalid key',
  // Messages
  'Please try again after {n} seconds',
  'Chain is not supported',
  'Adapter not found',
  'Chain adapter not found',
  'CaipNetworkId or CaipAddress is undefined',
  'ConnectionControllerClient and NetworkControllerClient must be set',
  'NetworkController client not set',
  'ConnectionController client not set',
  'Chain is required',
  'Network not supported for Gas Price',
  'Network not supported for Swaps',
  'Local configuration ignored',
  'A problem occurred while trying initialize authentication',
  'Signature declined',
  'This application might not support Smart Accounts',
  'Failed to fetch transactions',
  'Token Balance Unavailable',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name {name}',
  'Network not found',
  'Address or auth connector not found',
  'SIWX is not enabled',
  'No ActiveCaipAddress found',
  'No ActiveCaipNetwork or client found',
  'No ConnectionController client found',
  "Transactions can't be fetched without an accountAddress",
  'Unknown error',
  'Unable to load email login dependency',
  'Request was aborted',
  'Something went wrong',
  'An error occurred',
  'Validation failed but no issues detected',
  'Failed to disconnect',
  'Invalid CAIP Address',
] as const

const otherSections = [
  'Cannot set both `siweConfig` and `siwx` options', // §1
  'Requested RPC call is not allowed', // §5
  'Action not allowed', // §5
  'An amount and receiver address are required', // §5
  'A token is required', // §5
  'Unsupported chain', // §5
  'HTTP status code: {n}', // §7
] as const

/** SPEC §8's messages that viem, which Foyer uses, raises itself: surfaced, never copied. */
const fromViem = [
  ['An unknown RPC error occurred.', new UnknownRpcError(new Error('x'))],
  ['HTTP request failed.', new HttpRequestError({ url: 'http://127.0.0.1', status: 503 })],
  [
    'RPC Request failed.',
    new RpcRequestError({ body: {}, error: { code: 1, message: 'x' }, url: 'u' }),
  ],
  [
    'The request took too long to respond.',
    new TimeoutError({ body: {}, url: 'http://127.0.0.1' }),
  ],
] as const

/** Drops comment lines (TSDoc and `//`), so a message quoted in a comment is not counted. */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n')
}

const src = join(dirname(fileURLToPath(import.meta.url)), '..')
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
  .filter((file) => !file.startsWith(`test${'/'}`))
  .map((file) => ({ file, text: withoutComments(readFileSync(join(src, file), 'utf8')) }))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A string literal holding exactly the message; `{x}` placeholders match `${…}` in a template. */
function literalPattern(message: string): RegExp {
  const body = message
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('\\$\\{[^}]+\\}')
  return new RegExp(`(['"\`])${body}\\1`, 'g')
}

function occurrences(message: string) {
  const pattern = literalPattern(message)
  return sources.flatMap(({ file, text }) => (text.match(pattern) ?? []).map(() => file))
}

describe('SPEC §8 error catalogue', () => {
  test.each([...specSection8, ...otherSections])(
    'behavior: %s exists in headless exactly once',
    (message) => {
      expect(occurrences(message)).toHaveLength(1)
    },
  )

  test.each(fromViem)('behavior: %s is surfaced from viem, not copied', (message, viemError) => {
    expect(occurrences(message)).toEqual([])
    expect(viemError.shortMessage).toBe(message)
    expect(toNodeError(viemError).shortMessage).toBe(message)
  })

  test('behavior: an unknown wallet RPC code reads viem’s sentence', () => {
    const raisedByViem = new UnknownRpcError(new Error('x'))
    expect(new WalletRpcError(31337, { cause: raisedByViem }).shortMessage).toBe(
      'An unknown RPC error occurred.',
    )
  })

  test('behavior: the pattern finds messages in quotes and templates only', () => {
    expect(`x = \`Please try again after $${'{'}seconds} seconds\``).toMatch(
      literalPattern('Please try again after {n} seconds'),
    )
    expect("'Network not found'").not.toMatch(literalPattern('Network Not Found'))
    expect('// Network not found').not.toMatch(literalPattern('Network not found'))
  })
})

describe('leaf error codes', () => {
  test('behavior: every leaf has its own stable code', async () => {
    const files = sources.filter(({ file }) => /^errors\/[^/]+\.ts$/.test(file))
    const codes = new Map<string, string>()
    for (const { file } of files) {
      const module: Record<string, unknown> = await import(join(src, file))
      for (const [name, value] of Object.entries(module)) {
        const code = typeof value === 'function' ? (value as { code?: unknown }).code : undefined
        if (typeof code !== 'string') continue
        expect(codes.get(code), `${name} repeats ${code}`).toBeUndefined()
        codes.set(code, name)
      }
    }
    expect(codes.size).toBeGreaterThan(80)
  })
})
