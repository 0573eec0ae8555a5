import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpRequestError, RpcRequestError, TimeoutError, UnknownRpcError } from 'viem'
import { describe, expect, test } from 'vitest'
import { alertForApiError } from '../api/alertForApiError.js'
import { createHttpClient } from '../api/createHttpClient.js'
import { getProjectConfig } from '../api/getProjectConfig.js'
import { balanceQueryOptions } from '../query/balanceQueryOptions.js'
import {
  checkLeafRaising,
  type LeafRecord,
  leafNames,
  raisedStatically,
  raisingSite,
  readSources,
  sourceDirectory,
  waitingForFeature,
} from '../test/leafErrorRaising.js'
import { raisedInThisFile } from '../test/recordLeafErrors.js'
import { testFoyer } from '../test/testFoyer.js'
import { assertThemeMode } from '../validation/themeMode.js'
import { UnverifiedDomainError } from './alerts.js'
import { HttpStatusError } from './api.js'
import { FoyerError } from './FoyerError.js'
import { UnknownError } from './generic.js'
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

  test('behavior: HTTP request failed. is written once, for the provider API’s client (which loads before viem), and is viem’s sentence for a JSON-RPC node', () => {
    const message = 'HTTP request failed.'
    expect(occurrences(message)).toEqual([`api${'/'}createHttpClient.ts`])
    const viemError = new HttpRequestError({ url: 'http://127.0.0.1', status: 503 })
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

// Each leaf error must be RAISED by some code path, not only exist with the spec's sentence.
// Two checks, both from src/test/leafErrorRaising.ts:
//
// 1. Here, statically: a non-test source file outside errors/ constructs the leaf (`new Leaf(`),
//    passes the class to a mapping, or uses an errors/ helper that constructs it (such as
//    `toWalletError`); otherwise the leaf must be in `waitingForFeature`, with the feature
//    area that will raise it — and a leaf listed there must not be raised.
// 2. After a whole run of the headless project, dynamically: that construction is reached by a
//    test. The setup file src/test/recordLeafErrors.ts sees every leaf construction (it gives
//    FoyerError a Proxy of Error as parent, so each `super()` passes through it) and keeps, per
//    leaf, the first whose stack leads to non-test code outside errors/; each test file writes
//    what it saw to its own file, and the global setup's teardown
//    (src/test/leafErrors.globalSetup.ts) checks them all once every worker is done: each leaf
//    not waiting was raised by the code, and no waiting leaf was. One file per test file and a
//    check after the run is robust on 2 cores (no shared state between workers, no ordering);
//    a partial run (some files, a name filter) skips the check and says so. Recording what the
//    code constructs beats reading v8 coverage for the constructing lines: it needs no coverage
//    run and no source maps, and it tells the code's constructions from a test's own.
describe('every leaf error is raised by the code, or waiting for a feature', () => {
  const allSources = readSources()
  const leaves = leafNames(allSources)
  const raised = raisedStatically(allSources)

  test('default: the leaves read from the sources are the FoyerError classes errors/ exports', async () => {
    const exported: string[] = []
    for (const { file } of sources.filter(({ file }) => /^errors\/[^/]+\.ts$/.test(file))) {
      const module: Record<string, unknown> = await import(join(src, file))
      for (const [name, value] of Object.entries(module))
        if (typeof value === 'function' && value.prototype instanceof FoyerError)
          exported.push(name)
    }
    expect(leaves).toEqual(exported.sort())
    expect(leaves.length).toBeGreaterThan(80)
  })

  test.each(leaves)('behavior: %s is raised by the code or listed as waiting', (leaf) => {
    const files = raised.get(leaf) ?? []
    const waiting = waitingForFeature[leaf]
    if (waiting === undefined) {
      expect(files, `${leaf}: no code raises it; list it in waitingForFeature`).not.toEqual([])
    } else {
      expect(files, `${leaf} is raised: take it off waitingForFeature`).toEqual([])
    }
  })

  test('default: waitingForFeature names only leaves, each with a feature area', () => {
    for (const [leaf, feature] of Object.entries(waitingForFeature)) {
      expect(leaves, leaf).toContain(leaf)
      expect(feature.length, leaf).toBeGreaterThan(5)
    }
  })

  test('behavior: the static reading counts constructions, mappings and errors/ helpers', () => {
    const fixture = [
      {
        file: 'errors/a.ts',
        text: [
          'export class AError extends FoyerError {}',
          'export class BError extends AError {}',
          'export class CError extends FoyerError {}',
          'export class DError extends FoyerError {',
          '  constructor() { super(borrowed()) }',
          '}',
          'function borrowed() { return new EError().shortMessage }',
          'export class EError extends FoyerError {}',
          'export function toA(x) { return x instanceof CError ? x : inner() }',
          'function inner() { return new AError() }',
          'export class Plain {}',
        ].join('\n'),
      },
      {
        file: 'api/x.ts',
        text: [
          "import { AError, CError, toA } from '../errors/a.js'",
          'export const f = (e) => (e instanceof CError ? toA(e) : new DError())',
          'export const table = [BError, 1]',
        ].join('\n'),
      },
      { file: 'api/x.test.ts', text: 'new CError()' },
      { file: 'test/helper.ts', text: 'new CError()' },
    ]
    expect(leafNames(fixture)).toEqual(['AError', 'BError', 'CError', 'DError', 'EError'])
    expect(Object.fromEntries(raisedStatically(fixture))).toEqual({
      AError: ['api/x.ts'], // through toA → inner
      BError: ['api/x.ts'], // passed to a mapping
      DError: ['api/x.ts'], // constructed
      EError: ['api/x.ts'], // DError's constructor borrows its message
    })
  })

  test('behavior: a construction counts when its stack leads to the code, not to a test', () => {
    const frame = (path: string, line = 7) => `    at fn (${sourceDirectory}${path}:${line}:3)`
    const stack = (...frames: string[]) => ['Error', ...frames].join('\n')
    const trap = frame('test/recordLeafErrors.ts')
    const leaf = frame('errors/chain.ts', 190)
    expect(raisingSite(stack(trap, leaf, frame('api/registerName.ts', 35)))).toBe(
      'api/registerName.ts:35',
    )
    // errors/ helpers and frames outside src/ are passed over.
    expect(
      raisingSite(
        stack(
          trap,
          leaf,
          frame('errors/rpc.ts'),
          '    at withRetry (/x/node_modules/viem/_esm/utils/promise/withRetry.js:1:1)',
          `    at async ${sourceDirectory}connectors/injected.ts:58:7`,
        ),
      ),
    ).toBe('connectors/injected.ts:58')
    // A test that constructs it, or calls an errors/ helper itself, does not raise it.
    expect(raisingSite(stack(trap, leaf, frame('errors/leaves.test.ts')))).toBeUndefined()
    expect(
      raisingSite(stack(trap, leaf, frame('errors/rpc.ts'), frame('a.test.ts'))),
    ).toBeUndefined()
    expect(raisingSite(stack(trap, leaf, frame('test/testFoyer.ts')))).toBeUndefined()
    expect(raisingSite(stack(trap, leaf))).toBeUndefined()
  })

  test('behavior: the recorder of this run sees the code raise a leaf, and not a test', () => {
    expect(Object.getPrototypeOf(FoyerError)).not.toBe(Error)
    expect(() => assertThemeMode('blue')).toThrowError()
    expect(raisedInThisFile().InvalidThemeModeError).toMatch(/^validation\/themeMode\.ts:\d+$/)
    // A leaf no code raises yet, so no other test of this file (in any order) records it first.
    expect(waitingForFeature.UnverifiedDomainError).toBeDefined()
    new UnverifiedDomainError()
    expect(raisedInThisFile().UnverifiedDomainError).toBeUndefined()
    expect(new UnknownError()).toBeInstanceOf(FoyerError)
    expect(new UnknownError()).toBeInstanceOf(Error)
  })

  test('behavior: the final check wants each leaf raised, and no waiting leaf raised', () => {
    const records: LeafRecord[] = [
      { file: '/a.test.ts', raised: { AError: 'api/a.ts:1', WaitingButRaised: 'api/b.ts:2' } },
      { file: '/b.test.ts', raised: {} },
    ]
    expect(
      checkLeafRaising({
        leaves: ['AError', 'Unreached', 'WaitingButRaised', 'Waiting'],
        waiting: { WaitingButRaised: 'names', Waiting: 'swaps' },
        records,
      }),
    ).toEqual([
      'Unreached is not waiting for a feature, but no test reached code that raises it: add a test (or list it in waitingForFeature)',
      'WaitingButRaised is listed as waiting for "names" but the code raised it at api/b.ts:2 (test /a.test.ts): take it off waitingForFeature',
    ])
  })
})

// SPEC §8 messages whose raising code no other test reaches yet: each is driven here through the
// code path that raises it (and counts as reached for the check above).
describe('SPEC §8 messages raised by the code', () => {
  test.each([
    ['Unauthorized: origin not allowed', 'Invalid app configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
    ['Unauthorized: invalid key', 'Invalid project ID'],
  ])('behavior: an API answer "%s" is the alert %s', (reason, alert) => {
    const error = new HttpStatusError(401, { body: { reasons: [{ description: reason }] } })
    expect(alertForApiError(error)?.shortMessage).toBe(alert)
  })

  test('behavior: a balance asked for without a network or an address', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const [network] = foyer.options.networks
    const query = (parameters: Parameters<typeof balanceQueryOptions>[1]) =>
      balanceQueryOptions(foyer, parameters).queryFn()
    await expect(query({ network: null, address: '0x1' })).rejects.toThrowError(
      'No ActiveCaipNetwork or client found',
    )
    await expect(query({ network, address: undefined })).rejects.toThrowError(
      'No ActiveCaipAddress found',
    )
  })

  test('behavior: a project config request that ends in something not a Foyer error is Unknown error', async () => {
    const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })
    const http = createHttpClient({
      baseUrl: 'http://127.0.0.1:1',
      fetch: async () => {
        throw aborted
      },
    })
    const result = await getProjectConfig(http)
    expect(result).toMatchObject({ status: 'failed', error: { shortMessage: 'Unknown error' } })
    expect(result.status === 'failed' && result.error.cause).toBe(aborted)
  })
})
