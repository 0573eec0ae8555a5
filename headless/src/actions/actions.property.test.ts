// Bad input at every public action (issue #20): each exported action, called with arbitrary
// parameters on an instance connected through the shipped mock wallet, returns or throws a
// FoyerError (never a JavaScript error, never a Foyer error wrapping one) in bounded time, and
// the instance still works afterwards. The list of actions comes from the entries themselves, so
// a new export is covered without editing this file; what is not an action is excluded by name
// below, with the reason.
import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/parameters.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import { notActions } from '../test/notActions.js'
import { callArbitrary, callExamples, connectedFoyer, settle } from '../test/publicCalls.js'
import { unmountAll } from '../test/testFoyer.js'
import { getAccount } from './getAccount.js'
import { signMessage } from './signMessage.js'

afterEach(unmountAll)

/** Runs per action: each run is a real call on a connected instance, so fewer than elsewhere. */
const numRuns = Number(process.env.FC_NUM_RUNS_ACTIONS ?? 25)

/** The entries whose function exports are actions `(foyer, parameters)`. */
const entries = {
  root: () => import('../index.js'),
  embedded: () => import('../embedded/index.js'),
}

/**
 * Actions that may end the connection when the arbitrary parameters happen to be valid (a
 * disconnect, the adapter or the network taken away): after them a disconnected instance is
 * expected, and the next run gets a new one.
 */
const mayEndConnection = new Set(['disconnect', 'removeAdapter', 'removeNetwork'])

/**
 * Public functions of the embedded entry that take no instance (the sign-in window's helpers:
 * a window, or the parameters of the wait); their first argument is refused under its own name.
 */
const noInstance = new Set(['openSignInPopup', 'waitForSignInResult'])

/**
 * Actions that switch the active namespace when given a valid one (SPEC §2: opening with a
 * namespace switches to it, even one without a connection): the test switches back to eip155
 * before checking that the instance still works.
 */
const changesNamespace = new Set(['openModal'])

type Action = { name: string; call: (...values: unknown[]) => unknown }

async function actionsOf(entry: keyof typeof entries): Promise<Action[]> {
  const module: Record<string, unknown> = await entries[entry]()
  return Object.entries(module)
    .filter(([name, value]) => typeof value === 'function' && !notActions.has(name))
    .filter(([, value]) => !((value as { prototype?: unknown }).prototype instanceof Error))
    .map(([name, value]) => ({ name, call: value as Action['call'] }))
}

for (const entry of Object.keys(entries) as (keyof typeof entries)[]) {
  describe(`${entry} entry`, async () => {
    const actions = await actionsOf(entry)

    test('default: the entry has actions to check', () => {
      expect(actions.length).toBeGreaterThan(entry === 'root' ? 50 : 10)
    })

    for (const action of actions) {
      test(`behavior: ${action.name} refuses bad input with a FoyerError and the instance keeps working`, async () => {
        let foyer = await connectedFoyer()
        await fc.assert(
          fc.asyncProperty(callArbitrary, async ([foyerArgument, parameters, extra]) => {
            if (getAccount(foyer).status !== 'connected') foyer = await connectedFoyer()
            const target = foyerArgument === 'instance' ? foyer : foyerArgument
            const { threw, value } = await settle(action.name, () =>
              action.call(target, parameters, extra),
            )
            if (threw) {
              if (foyerArgument !== 'instance' && !noInstance.has(action.name)) {
                // A missing or wrong instance is refused before anything else, naming `foyer`.
                expect(value).toBeInstanceOf(InvalidParameterError)
                expect((value as InvalidParameterError).parameter).toBe('foyer')
              }
            }
            if (typeof value === 'function' && action.name.startsWith('watch')) value()
            if (changesNamespace.has(action.name)) foyer.store.set(activeNamespaceAtom, 'eip155')
            // The instance still works: connected (unless the action may end that), and signing.
            if (mayEndConnection.has(action.name) && getAccount(foyer).status !== 'connected') {
              return
            }
            expect(getAccount(foyer).status).toBe('connected')
            await expect(signMessage(foyer, { message: 'still here' })).resolves.toMatch(/^0x/)
          }),
          { numRuns, examples: callExamples },
        )
      })
    }
  })
}
