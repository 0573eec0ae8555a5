// The first check of every public function (SPEC §8, issue #20): the parameters and each
// field's type, before anything reaches a wallet, the network or the store. A wrong value throws
// InvalidParameterError naming the parameter, never a JavaScript TypeError from deeper down.
// Rules about a field's content (an address, an email, a name) stay with their own leaf
// (TransactionAddressError, InvalidEmailError, …), checked after this. It lives in errors/ so
// that every layer, the pure formatters and chain helpers too, can check its input;
// validation/parameters.ts adds the rule that needs chains/ (`namespace`).

import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { describeValue, readProperty, unreadable } from './inspect.js'

/**
 * A public function got a parameter it cannot use: a missing `foyer` instance, no parameters
 * object, a value of the wrong type (NaN, a number for a string, …). Thrown before anything
 * reaches a wallet, the network or the store. `parameter` names it (`foyer`,
 * `parameters.message`); `metaMessages` give the parameter, the rule and the provided value.
 */
export class InvalidParameterError extends FoyerError {
  override name = 'InvalidParameterError'
  static readonly code = 'INVALID_PARAMETER'
  /** The parameter, as a path: `foyer`, `parameters`, `parameters.to`. */
  readonly parameter: string
  constructor(parameter: string, parameters: FoyerErrorParameters = {}) {
    super(InvalidParameterError.code, 'Invalid parameter', parameters)
    this.parameter = parameter
  }
}

/** One field's rule: a sentence for the error ('a string') and its test. */
export type ParameterRule = { readonly rule: string; readonly test: (value: unknown) => boolean }

/** The rules of a parameters object, field by field. */
export type ParameterShape = Readonly<Record<string, ParameterRule>>

/** How much of a provided value an error message repeats. */
const shownLength = 80

const make = (rule: string, test: (value: unknown) => boolean): ParameterRule => ({ rule, test })

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The rules public functions use; `optional(…)` also lets `undefined` through. */
export const baseParameterRules = {
  string: make('a string', (value) => typeof value === 'string'),
  hex: make(
    'a 0x-prefixed hex string',
    (value) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value),
  ),
  bigint: make('a bigint', (value) => typeof value === 'bigint'),
  nonNegativeBigint: make(
    'a bigint of 0 or more',
    (value) => typeof value === 'bigint' && value >= 0n,
  ),
  /** Any number, NaN and Infinity too (a formatter or a rule with its own leaf judges it). */
  anyNumber: make('a number', (value) => typeof value === 'number'),
  number: make('a finite number', (value) => typeof value === 'number' && Number.isFinite(value)),
  nonNegativeNumber: make(
    'a number of 0 or more (Infinity too)',
    (value) => typeof value === 'number' && value >= 0,
  ),
  nonNegativeInteger: make(
    'an integer of 0 or more',
    (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
  ),
  boolean: make('true or false', (value) => typeof value === 'boolean'),
  function: make('a function', (value) => typeof value === 'function'),
  /** An AbortSignal (by shape: one from another frame is one too). */
  abortSignal: make(
    'an AbortSignal',
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as AbortSignal).addEventListener === 'function' &&
      typeof (value as AbortSignal).removeEventListener === 'function' &&
      typeof (value as AbortSignal).aborted === 'boolean',
  ),
  object: make('an object', isObject),
  array: make('an array', (value) => Array.isArray(value)),
  /** An absolute URL, as `new URL()` reads it. */
  url: make('an absolute URL', (value) => typeof value === 'string' && URL.canParse(value)),
  /** A window opened for a sign-in: `closed`, `close()` and a `location`. */
  popup: make(
    'a window (closed, close(), location)',
    (value) =>
      typeof readProperty(value, 'closed') === 'boolean' &&
      typeof readProperty(value, 'close') === 'function' &&
      typeof readProperty(value, 'location') === 'object',
  ),
  /** A viem chain or a Foyer network: an id, a name and default RPC URLs. */
  chain: make(
    'a viem chain or a Foyer network (id, name, rpcUrls.default.http)',
    (value) =>
      isObject(value) &&
      ['number', 'string'].includes(typeof readProperty(value, 'id')) &&
      typeof readProperty(value, 'name') === 'string' &&
      Array.isArray(readProperty(readProperty(readProperty(value, 'rpcUrls'), 'default'), 'http')),
  ),
  /** One of a fixed list of values. */
  oneOf: (values: readonly unknown[]): ParameterRule =>
    make(`one of ${values.map((value) => String(value)).join(', ')}`, (value) =>
      values.includes(value),
    ),
  /** An object whose listed fields pass their rules. */
  shape: (shape: ParameterShape): ParameterRule =>
    make(
      `an object with ${Object.entries(shape)
        .map(([key, rule]) => `${key}: ${rule.rule}`)
        .join('; ')}`,
      (value) =>
        isObject(value) &&
        Object.entries(shape).every(([key, rule]) =>
          rule.test(readProperty(value, key, unreadable)),
        ),
    ),
  /** An array whose items all pass the rule. */
  arrayOf: (rule: ParameterRule): ParameterRule =>
    make(`an array of items each ${rule.rule}`, (value) =>
      Array.isArray(value) ? value.every((item) => rule.test(item)) : false,
    ),
  /** Any of the rules. */
  anyOf: (...rules: readonly ParameterRule[]): ParameterRule =>
    make(rules.map((rule) => rule.rule).join(', or '), (value) =>
      rules.some((rule) => rule.test(value)),
    ),
  /** The rule, or `undefined`. */
  optional: (rule: ParameterRule): ParameterRule =>
    make(`${rule.rule}, or undefined`, (value) => value === undefined || rule.test(value)),
} as const

/** `Provided: …` for a message: the value's text, cut short, and its type. */
export function describeProvided(value: unknown): string {
  if (value === unreadable) return 'Provided: (a getter that throws)'
  const text = describeValue(value)
  const shown = text.length > shownLength ? `${text.slice(0, shownLength)}… (${text.length})` : text
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  return `Provided: ${shown} (${type})`
}

/** Throws {@link InvalidParameterError} for `parameter` unless `value` passes `rule`. */
export function assertParameter(parameter: string, value: unknown, rule: ParameterRule): void {
  if (rule.test(value)) return
  throw new InvalidParameterError(parameter, {
    metaMessages: [`Parameter: ${parameter}`, `Rule: ${rule.rule}`, describeProvided(value)],
  })
}

/**
 * Checks an action's parameters object and its fields: an object (or, with `optional`, also
 * `undefined`), each field of `shape` passing its rule. Throws {@link InvalidParameterError}
 * naming the first parameter that does not (`parameters`, `parameters.to`; `name` replaces
 * `parameters`, e.g. `options` for a factory).
 */
export function assertParameters(
  parameters: unknown,
  shape: ParameterShape = {},
  options: { optional?: boolean; name?: string } = {},
): void {
  if (parameters === undefined && options.optional) return
  const name = options.name ?? 'parameters'
  assertParameter(
    name,
    parameters,
    options.optional
      ? baseParameterRules.optional(baseParameterRules.object)
      : baseParameterRules.object,
  )
  for (const [key, rule] of Object.entries(shape)) {
    assertParameter(`${name}.${key}`, readProperty(parameters, key, unreadable), rule)
  }
}
