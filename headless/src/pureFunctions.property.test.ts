// Bad input at the root entry's functions that are not actions (issue #20): the formatters,
// validators, chain, deep-link and error helpers and the factories, listed in test/notActions.ts
// (the actions' test leaves exactly these out). Each is called with arbitrary arguments and
// returns or throws a FoyerError — never a JavaScript error, never a Foyer error wrapping one —
// in bounded time. A refused argument is an InvalidParameterError naming the parameter as the
// source names it; predicates (`isX`) answer false instead of throwing; validators (`validateX`)
// return per-field results for an object and refuse only what is not one.
import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidParameterError } from './errors/parameters.js'
import { notActions } from './test/notActions.js'
import { hostile, parametersArbitrary, plausible, settle } from './test/publicCalls.js'
import { unmountAll } from './test/testFoyer.js'

afterEach(unmountAll)

/** Runs per function: each call is pure and quick. */
const numRuns = Number(process.env.FC_NUM_RUNS_PURE ?? 100)

/** One argument: hostile, plausible, an object of known parameter names, or a symbol. */
const argument = fc.oneof(
  hostile,
  plausible,
  parametersArbitrary,
  fc.constantFrom<unknown>(Symbol('x'), 10n, () => 1),
)

/** Up to three arguments, the most any of these functions takes. */
const argumentsArbitrary = fc.array(argument, { maxLength: 3 })

/** Calls every run starts with: the values a first probe found JavaScript errors with. */
const firsts: unknown[] = [undefined, null, 42, 'x', {}, [], () => 1, Symbol('x'), 10n]
const examples: [unknown[]][] = firsts.flatMap((first) => [[[first]], [[first, 42]]])

/**
 * Validators that take an object and refuse anything else. The others take any value and judge
 * a wrong one as a field (`validateOptions(42)` → field `options`, `validateSendCalls(42)` →
 * field `calls`, `validateContractArguments(42, [])` → field `arguments`).
 */
const objectValidators = new Set(['validateSendForm', 'validateTransactionRequest'])

/** The parameter names of a function, as its source writes them (`address`, `leading`, …). */
function parameterNames(fn: (...values: never[]) => unknown): string[] {
  const source = fn.toString()
  const open = source.indexOf('(')
  const names: string[] = []
  let depth = 0
  let start = open + 1
  for (let index = open + 1; index < source.length; index++) {
    const character = source[index]
    if (character === '(' || character === '[' || character === '{') depth++
    else if (character === ')' && depth === 0) {
      names.push(source.slice(start, index))
      break
    } else if (character === ')' || character === ']' || character === '}') depth--
    else if (character === ',' && depth === 0) {
      names.push(source.slice(start, index))
      start = index + 1
    }
  }
  return names.flatMap((text) => /^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(text)?.[1] ?? [])
}

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

describe('root entry, functions that are not actions', async () => {
  const module: Record<string, unknown> = await import('./index.js')
  // The list also names constants (texts); only functions are called.
  const functions = [...notActions]
    .filter((name) => typeof module[name] === 'function')
    .map((name) => ({ name, call: module[name] as (...values: unknown[]) => unknown }))

  test('default: every name in the list is an export of the entry', () => {
    expect([...notActions].filter((name) => !(name in module))).toEqual([])
    expect(functions.length).toBeGreaterThan(80)
  })

  for (const { name, call } of functions) {
    test(`behavior: ${name} refuses bad input with a FoyerError`, async () => {
      const names = parameterNames(call)
      const named = new RegExp(`^(${names.join('|')})([.[]|$)`)
      await fc.assert(
        fc.asyncProperty(argumentsArbitrary, async (values) => {
          const { threw, value } = await settle(name, () => call(...values))
          if (threw && value instanceof InvalidParameterError) {
            // Named as the source names it, or one of its fields (`parameters.address`).
            expect(value.parameter).toMatch(named)
          }
          if (/^is[A-Z]/.test(name)) {
            // A predicate answers; it never refuses.
            expect(threw).toBe(false)
            expect(typeof value).toBe('boolean')
          }
          if (/^validate[A-Z]/.test(name)) {
            if (threw) {
              // Only what is not an object is refused; the rest are per-field results.
              expect(value).toBeInstanceOf(InvalidParameterError)
              expect(objectValidators.has(name) && !isObject(values[0])).toBe(true)
            } else {
              expect(typeof (value as { valid: unknown }).valid).toBe('boolean')
              expect(isObject((value as { fields: unknown }).fields)).toBe(true)
            }
          }
          if (objectValidators.has(name) && !isObject(values[0])) {
            expect(threw).toBe(true)
          }
          // What came back is safe to read (a description, a connector factory, a network).
          if (isObject(value)) Object.keys(value as object)
          if (typeof value === 'function' && name === 'mount') value()
        }),
        { numRuns, examples },
      )
    })
  }
})
