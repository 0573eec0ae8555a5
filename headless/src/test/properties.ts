// Shared pieces of the property-based tests (`*.property.test.ts`, fast-check): hostile inputs
// and the check every exported validator, parser and formatter must pass — it returns, or it
// throws a FoyerError; never another error, never a hang.
import fc from 'fast-check'
import { FoyerError } from '../errors/FoyerError.js'

/** Runs per property: enough to find the odd input, few enough to keep the suite fast. */
export const numRuns = Number(process.env.FC_NUM_RUNS ?? 200)

/** fast-check parameters of every property. */
export const parameters = { numRuns } as const

/** A call slower than this counts as a hang. */
const slowCallMs = 1_000

/** What a call did: returned a value, or threw a Foyer error. */
export type Outcome<value> = { ok: true; value: value } | { ok: false; error: FoyerError }

/**
 * Runs `call` and reports whether it returned or threw a {@link FoyerError}. Any other thrown
 * value fails the property (rethrown with its type in the message), and so does a call slower
 * than a second.
 */
export function outcome<value>(call: () => value): Outcome<value> {
  const start = performance.now()
  let result: Outcome<value>
  try {
    result = { ok: true, value: call() }
  } catch (error) {
    if (!(error instanceof FoyerError)) {
      const type = (error as { constructor?: { name?: string } } | null)?.constructor?.name
      throw new Error(`threw ${type ?? typeof error} instead of a FoyerError`, { cause: error })
    }
    result = { ok: false, error }
  }
  const took = performance.now() - start
  if (took > slowCallMs) throw new Error(`took ${Math.round(took)} ms`)
  return result
}

/** Runs `call` and fails unless it returns normally (a function documented never to throw). */
export function returns<value>(call: () => value): value {
  const result = outcome(call)
  if (!result.ok) throw new Error(`threw ${result.error.name}`, { cause: result.error })
  return result.value
}

const thrower = () => {
  throw new Error('hostile getter')
}

/** An object whose listed properties throw when read. */
function throwingGetters(keys: readonly PropertyKey[], prototype: object | null = {}): object {
  const object = Object.create(prototype)
  for (const key of keys) Object.defineProperty(object, key, { get: thrower, enumerable: true })
  return object
}

/** The property names Foyer's validators and error mappers read. */
const readKeys = [
  'code',
  'message',
  'cause',
  'details',
  'shortMessage',
  'version',
  'name',
  'reasons',
  'description',
  'to',
  'data',
  'value',
  'id',
  'timestamp',
  'skipPreflight',
  'preflightCommitment',
  'maxRetries',
  'minContextSlot',
  'info',
  'provider',
  'request',
  'uuid',
  'icon',
  'rdns',
  'accounts',
  'address',
  'chainId',
  'toString',
  'valueOf',
  Symbol.toPrimitive,
  Symbol.toStringTag,
]

/** An Error whose listed properties throw when read. */
function hostileError(keys: readonly PropertyKey[]): Error {
  const error = new Error('hostile')
  for (const key of keys)
    Object.defineProperty(error, key, { get: thrower, enumerable: true, configurable: true })
  return error
}

/** Two errors causing each other, and one causing itself. */
function causeCycles(): Error[] {
  const a = new Error('a')
  const b = new Error('b', { cause: a })
  a.cause = b
  const self = new Error('self')
  self.cause = self
  const viemLike = Object.assign(new Error('v'), { shortMessage: 'v', version: 'viem@x' })
  viemLike.cause = viemLike
  const coded = Object.assign(new Error('c'), { code: 12345 })
  coded.cause = coded
  return [a, b, self, viemLike, coded]
}

/** An error with a cause chain `length` long. */
export function longCauseChain(length: number, deepest: unknown = new Error('deepest')): Error {
  let error: unknown = deepest
  for (let index = 0; index < length; index++) error = new Error(`level ${index}`, { cause: error })
  return error as Error
}

/** A plain object and an array that contain themselves. */
function selfContaining(): object[] {
  const object: Record<string, unknown> = { a: 1 }
  object.self = object
  const array: unknown[] = [1]
  array.push(array)
  return [object, array]
}

/** 100 000 characters: a length no form field or storage value should choke on. */
export const hugeLength = 100_000

/** Strings that broke parsers elsewhere: huge, lone surrogates, separators, look-alikes. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '💥'.repeat(10),
  'x'.repeat(hugeLength),
  '9'.repeat(hugeLength),
  `0x${'f'.repeat(hugeLength)}`,
  `-${'1'.repeat(hugeLength)}.${'9'.repeat(hugeLength)}`,
  ':'.repeat(hugeLength),
  `eip155:1:${'a'.repeat(hugeLength)}`,
  `${'a@'.repeat(hugeLength / 2)}.b`,
  `${'a'.repeat(hugeLength)}@${'b.'.repeat(hugeLength / 2)}`,
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x',
  '__proto__',
  'constructor',
  'toString',
]

/** Any string, with the hostile ones mixed in. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...hostileStrings),
)

/** Numbers a `number` parameter may get: NaN, ±Infinity, -0, fractions, negatives, extremes. */
export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    0,
    -1,
    0.5,
    -0.5,
    1.5,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.EPSILON,
  ),
)

/** Bigints, small and extreme. */
export const anyBigInt: fc.Arbitrary<bigint> = fc.oneof(
  fc.bigInt(),
  fc.bigInt({ min: -(2n ** 512n), max: 2n ** 512n }),
  fc.constantFrom(0n, -1n, 1n, 2n ** 255n, 2n ** 256n, 2n ** 256n - 1n, -(2n ** 256n), 10n ** 400n),
)

/** Values no ordinary generator makes: prototype-less, throwing getters, cycles, long chains. */
export const hostileValues: readonly unknown[] = [
  Object.create(null),
  Object.assign(Object.create(null), { code: 4001, message: 'm', reasons: [] }),
  throwingGetters(readKeys),
  throwingGetters(readKeys, null),
  { toString: () => ({}), valueOf: () => ({}) },
  [throwingGetters(readKeys)],
  hostileError(readKeys),
  hostileError(['cause']),
  hostileError(['message', 'details']),
  hostileError(['shortMessage', 'version']),
  hostileError(['code']),
  ...causeCycles(),
  longCauseChain(10_000),
  ...selfContaining(),
  Symbol('s'),
  () => 0,
  new Date(Number.NaN),
  /x/,
  new Map(),
  new Set(),
]

/**
 * fast-check parameters that first try every hostile value (as the property's first argument,
 * followed by `rest`), then `numRuns` random runs.
 */
export function withHostileExamples<rest extends unknown[]>(...rest: rest) {
  return { numRuns, examples: hostileValues.map((value) => [value, ...rest] as [unknown, ...rest]) }
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileValues),
  fc.constantFrom(...hostileStrings),
  anyNumber,
  anyBigInt,
)

/** Anything at all, for the parameters typed `unknown`. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
    stringUnit: 'binary',
  }),
  hostileValue,
  // Hostile values inside ordinary containers.
  fc.array(hostileValue, { maxLength: 3 }),
  fc.dictionary(
    fc.constantFrom(...readKeys.filter((key): key is string => typeof key === 'string')),
    hostileValue,
  ),
)
