// Bad input at the other entries' public functions (issue #20): /query's options factories and
// keys (on an instance connected through the mock wallet), /api's service calls (on a client
// whose server never answers), /siwx's message functions and /testing's mock wallet. Each is
// called with arbitrary arguments and returns or throws a FoyerError — never a JavaScript error,
// never a Foyer error wrapping one — in bounded time. The functions come from the entries
// themselves, so a new export is covered at once; what is left out is named below with why.
// The root, /embedded and /react entries have their own tests (actions/actions.property.test.ts,
// react/hookSetters.property.test.tsx), which also check that the instance keeps working.
import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import { getAccount } from './actions/getAccount.js'
import { signMessage } from './actions/signMessage.js'
import { createBlockchainApi } from './api/blockchainApi.js'
import { createHttpClient } from './api/createHttpClient.js'
import { InvalidParameterError } from './errors/parameters.js'
import { callArbitrary, callExamples, connectedFoyer, settle } from './test/publicCalls.js'
import { unmountAll } from './test/testFoyer.js'

afterEach(unmountAll)

/** Runs per function. */
const numRuns = Number(process.env.FC_NUM_RUNS_ACTIONS ?? 25)

/** A client of a server that refuses every connection at once, and never retries. */
function offlineClient() {
  const http = createHttpClient({
    baseUrl: 'http://127.0.0.1:1',
    retryCount: 0,
    fetch: async () => {
      throw new TypeError('fetch failed')
    },
  })
  // Both shapes the service calls take: the HTTP client, and the blockchain API around it.
  return Object.assign(Object.create(http), createBlockchainApi(http, 'test'))
}

type Entry = {
  load: () => Promise<Record<string, unknown>>
  /** What the real first argument is, or `undefined` for functions that take none. */
  first?: () => Promise<unknown>
  /** Exports that are not functions of host input, with why. */
  excluded: readonly string[]
}

const entries: Record<string, Entry> = {
  query: {
    load: () => import('./query/index.js'),
    first: connectedFoyer,
    excluded: [],
  },
  api: {
    load: () => import('./api/index.js'),
    first: async () => offlineClient(),
    excluded: [],
  },
  siwx: { load: () => import('./siwx/index.js'), excluded: [] },
  testing: { load: () => import('./testing/index.js'), excluded: [] },
}

/**
 * The name of a function's first parameter, as written in its source (`api`, `http`, `foyer`,
 * `options`, …): the name its refusal of a bad first argument must give. `error` is a
 * parameter that takes anything (what was thrown).
 */
function firstParameterName(fn: (...values: never[]) => unknown): string | undefined {
  return /^[^(]*\(\s*([A-Za-z_$][\w$]*)/.exec(fn.toString())?.[1]
}

for (const [entryName, entry] of Object.entries(entries)) {
  describe(`${entryName} entry`, async () => {
    const module = await entry.load()
    const functions = Object.entries(module).filter(
      ([name, value]) =>
        typeof value === 'function' &&
        !entry.excluded.includes(name) &&
        // Error classes are constructed by Foyer, not called with host input.
        !((value as { prototype?: unknown }).prototype instanceof Error),
    ) as [string, (...values: unknown[]) => unknown][]

    test('default: the entry has functions to check', () => {
      expect(functions.length).toBeGreaterThan(0)
    })

    for (const [name, call] of functions) {
      test(`behavior: ${name} refuses bad input with a FoyerError`, async () => {
        const real = await entry.first?.()
        const firstName = firstParameterName(call)
        await fc.assert(
          fc.asyncProperty(callArbitrary, async ([first, parameters, extra]) => {
            const target = first === 'instance' ? (real ?? {}) : first
            const { threw, value } = await settle(name, () => call(target, parameters, extra))
            // A missing first argument of /query and /api (the instance, the client,
            // the options) is refused first, under its own name, before the parameters are
            // looked at. (/siwx names its own leaves; /testing's mock has one argument.)
            if (threw && entry.first && first === undefined && firstName !== 'error') {
              expect(value).toBeInstanceOf(InvalidParameterError)
              // The argument itself, or one of its fields (`options.baseUrl`).
              expect((value as InvalidParameterError).parameter).toMatch(
                new RegExp(`^${firstName}([.[]|$)`),
              )
            }
            // A factory's result (an options object, a mock wallet) is safe to read.
            if (typeof value === 'object' && value !== null) Object.keys(value)
            if (entryName === 'query') {
              const foyer = real as Parameters<typeof getAccount>[0]
              expect(getAccount(foyer).status).toBe('connected')
              await expect(signMessage(foyer, { message: 'still here' })).resolves.toMatch(/^0x/)
            }
          }),
          { numRuns, examples: callExamples },
        )
      })
    }
  })
}
