// Shared pieces of the bad-input property tests of the public entries (issue #20): hostile and
// plausible arbitrary parameters, an instance connected through the mock wallet, and the check
// that a call returned or threw a FoyerError — never a JavaScript error, never a Foyer error
// wrapping one — in bounded time.
import fc from 'fast-check'
import { connect } from '../actions/connect.js'
import { FoyerError } from '../errors/FoyerError.js'
import { causeChain } from '../errors/inspect.js'
import type { Foyer } from '../store/createFoyer.js'
import { hugeLength } from './properties.js'
import { testFoyer } from './testFoyer.js'

/** A call that takes longer than this counts as a hang. */
export const boundMs = 3_000

/** Values that broke public functions elsewhere: absent, wrong type, NaN, huge, odd objects. */
export const hostile = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    0,
    '',
    'x'.repeat(hugeLength),
    `0x${'f'.repeat(hugeLength)}`,
    [],
    {},
    Object.create(null),
    () => undefined,
    2n ** 300n,
    -1n,
    true,
  ),
  fc.anything({ maxDepth: 2 }),
)

/** Values a real parameter could take, so that some calls get past the first checks. */
export const plausible = fc.constantFrom<unknown>(
  'eip155',
  'solana',
  'eip155:1',
  'eip155:31337',
  'test.fake',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x',
  '0x1234',
  'approve',
  'reject',
  'light',
  'push',
  'goBack',
  'Account',
  'Networks',
  'person@example.com',
  '123456',
  'google',
  'hello',
  1n,
  0n,
  1,
  31337,
  [],
  { view: 'Account' },
  { id: 'test.fake', name: 'Fake' },
  { section: 'walletConnect' },
)

/** Parameter names the public functions read. */
const parameterNames = [
  ...['to', 'value', 'data', 'message', 'network', 'connector', 'connectorId', 'chainId'],
  ...['namespace', 'address', 'email', 'otp', 'name', 'suffix', 'nameSuffix', 'view', 'type'],
  ...['route', 'index', 'tab', 'themeMode', 'decision', 'calls', 'token', 'amount', 'receiver'],
  ...['provider', 'method', 'wallet', 'entry', 'item', 'caipNetworkId', 'permissionsContext'],
  ...['expiry', 'permissions', 'onChange', 'timeoutMs', 'signal', 'popup', 'platform', 'id'],
  ...['variant', 'duration', 'types', 'primaryType', 'domain', 'abi', 'functionName', 'args'],
  ...['sendOptions', 'reuse', 'capabilities', 'forceAtomic', 'window', 'pageUrl', 'now'],
  ...['search', 'featuredWalletIds', 'includeWalletIds', 'exclude', 'chains', 'page', 'nonce'],
  ...['accounts', 'privateKeys', 'behavior', 'transport', 'displayUri', 'authorized', 'rdns'],
]

const fieldValue = fc.oneof(hostile, plausible, fc.bigInt(), fc.integer(), fc.string())

/** A parameters object: a hostile value, or an object of known names with arbitrary values. */
export const parametersArbitrary = fc.oneof(
  { weight: 1, arbitrary: hostile },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...parameterNames), fieldValue) },
)

/** Mostly the real first argument (`'instance'`); sometimes a missing or wrong one. */
export const firstArgumentArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant('instance' as const) },
  { weight: 1, arbitrary: hostile },
)

/** `(first argument, parameters, one more)`, as the public functions take them. */
export const callArbitrary = fc.tuple(
  firstArgumentArbitrary,
  parametersArbitrary,
  fc.option(hostile),
)

/** Calls every run starts with, whatever the seed: no instance, and no or empty parameters. */
export const callExamples: [[unknown, unknown, unknown]][] = [
  [[undefined, undefined, null]],
  [['instance', undefined, null]],
  [['instance', null, null]],
  [['instance', {}, null]],
  [['instance', 42, null]],
]

/** The JavaScript errors a bad parameter causes when nothing checked it first. */
const jsErrors = [TypeError, RangeError, ReferenceError, SyntaxError]

/**
 * How `fetch` reports a server it cannot reach (Node: 'fetch failed', browsers: 'Failed to
 * fetch'): a TypeError that is the network's answer, not a bug, and rightly wrapped.
 */
const networkFailure = /^(fetch failed|Failed to fetch)$/

/** The first JavaScript error in an error's cause chain (itself included), if any. */
function jsErrorIn(error: unknown): Error | undefined {
  for (const inChain of causeChain(error)) {
    if (!jsErrors.some((type) => (inChain as object)?.constructor === type)) continue
    if (inChain instanceof TypeError && networkFailure.test(inChain.message)) continue
    return inChain as Error
  }
  return undefined
}

/** A fresh instance with the mock wallet connected (`testFoyer`, mounted). */
export async function connectedFoyer(): Promise<Foyer> {
  const { foyer } = testFoyer()
  await connect(foyer, { connector: 'test.fake' })
  return foyer
}

/**
 * Runs `run` (inside `wrap`, e.g. React's `act`) and resolves with what it returned or threw.
 * Fails when it takes longer than {@link boundMs}, when it throws anything but a FoyerError,
 * and when the FoyerError wraps a JavaScript error ("Cannot read properties of …").
 */
export async function settle(
  label: string,
  run: () => unknown,
  wrap: (body: () => Promise<void>) => Promise<void> = (body) => body(),
): Promise<{ threw: boolean; value: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${boundMs} ms`)), boundMs)
  })
  let outcome: { threw: boolean; value: unknown }
  try {
    let value: unknown
    await wrap(async () => {
      value = await Promise.race([Promise.resolve().then(run), hang])
    })
    outcome = { threw: false, value }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(`${label}: no answer`)) throw error
    outcome = { threw: true, value: error }
  } finally {
    clearTimeout(timer)
  }
  const { threw, value } = outcome
  if (threw && !(value instanceof FoyerError)) {
    const type = (value as { constructor?: { name?: string } } | null)?.constructor?.name
    throw new Error(`${label} threw ${type ?? typeof value}, not a FoyerError`, { cause: value })
  }
  const inside = threw ? jsErrorIn(value) : undefined
  if (inside) {
    throw new Error(`${label} threw ${(value as Error).name} wrapping ${inside.name}`, {
      cause: value,
    })
  }
  return outcome
}
