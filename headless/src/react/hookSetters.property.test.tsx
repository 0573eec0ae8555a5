// @vitest-environment jsdom
// Bad input at every hook's setters (issue #20): each hook of @foyer/headless/react is rendered
// on an instance connected through the shipped mock wallet, and each function it returns (a
// setter, an action) is called with arbitrary values. Each returns or throws a FoyerError (never
// a JavaScript error, never a Foyer error wrapping one) in bounded time, and the instance still
// works afterwards. The hooks come from the entry itself, so a new hook is covered at once.
import { act, cleanup, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { getAccount } from '../actions/getAccount.js'
import { signMessage } from '../actions/signMessage.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { connectedFoyer, hostile, settle } from '../test/publicCalls.js'
import { unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)
afterEach(unmountAll)

/** Runs per setter: each is a real call on a connected instance. */
const numRuns = Number(process.env.FC_NUM_RUNS_ACTIONS ?? 15)

/**
 * Exports of the react entry that are not hooks whose returned functions take a visitor's or
 * host's input: the provider component, and the hook that returns the instance itself (its
 * actions are the root entry's, checked in actions/actions.property.test.ts).
 */
const notHooksWithSetters = new Set(['FoyerProvider', 'useFoyer'])

/**
 * Returned functions that are TanStack Query's own (a query result spread into the hook's): they
 * take TanStack's options and re-run the fetch with its retry delays, not host data.
 */
const queryFunctions = new Set(['refetch', 'fetchNextPage', 'fetchPreviousPage', 'promise'])

/**
 * Returned functions that end the connection or change the namespace when the arbitrary value
 * happens to be valid; after them the test starts over on a new connected instance.
 */
const mayEndConnection = new Set([
  'disconnect',
  'disconnectAsync',
  'connect',
  'select',
  'selectWallet',
  'selectEntry',
  'switchNetwork',
  'open',
])

/**
 * Renders the hook without parameters; a hook that needs some refuses that with
 * InvalidParameterError (checked here), and is rendered again with an empty object.
 */
function render(foyer: Foyer, hook: (parameters?: object) => unknown) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  try {
    return renderHook(() => hook(), { wrapper })
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameterError)
    return renderHook(() => hook({}), { wrapper })
  }
}

/** The functions a hook's result holds, by name (one level of nesting, e.g. `modal.open`). */
function functionsOf(result: unknown): string[] {
  if (typeof result !== 'object' || result === null) return []
  return Object.entries(result)
    .filter(([name, value]) => typeof value === 'function' && !queryFunctions.has(name))
    .map(([name]) => name)
}

describe('react entry', async () => {
  const module: Record<string, unknown> = await import('./index.js')
  const hooks = Object.entries(module).filter(
    ([name, value]) =>
      typeof value === 'function' && name.startsWith('use') && !notHooksWithSetters.has(name),
  ) as [string, () => unknown][]

  test('default: the entry has hooks to check', () => {
    expect(hooks.length).toBeGreaterThan(30)
  })

  for (const [hookName, useHook] of hooks) {
    test(`behavior: ${hookName}'s setters refuse bad input with a FoyerError`, async () => {
      let foyer = await connectedFoyer()
      let rendered = render(foyer, useHook)
      const setters = functionsOf(rendered.result.current)
      for (const setter of setters) {
        await fc.assert(
          fc.asyncProperty(fc.array(hostile, { maxLength: 2 }), async (values) => {
            if (getAccount(foyer).status !== 'connected') {
              rendered.unmount()
              foyer = await connectedFoyer()
              rendered = render(foyer, useHook)
            }
            const call = (rendered.result.current as Record<string, (...a: unknown[]) => unknown>)[
              setter
            ]
            if (typeof call !== 'function') return
            await settle(`${hookName}().${setter}`, () => call(...values), act)
            if (mayEndConnection.has(setter)) {
              foyer.store.set(activeNamespaceAtom, 'eip155')
              if (getAccount(foyer).status !== 'connected') return
            }
            expect(getAccount(foyer).status).toBe('connected')
            await expect(signMessage(foyer, { message: 'still here' })).resolves.toMatch(/^0x/)
          }),
          { numRuns, examples: [[[]], [[undefined]], [[null]], [[42]], [[{}]]] },
        )
      }
      rendered.unmount()
    }, 60_000)
  }
})
