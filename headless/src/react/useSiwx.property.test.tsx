// @vitest-environment jsdom
// Bad input at useSiwx's functions with sign-in configured (hookSetters.property.test.tsx runs
// them without configuration): each returns or throws a FoyerError in bounded time, and the
// instance still works afterwards (connected, still signing).
import { act, cleanup, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { signMessage } from '../actions/signMessage.js'
import { createDefaultSiwx } from '../store/createDefaultSiwx.js'
import { hostile, settle } from '../test/publicCalls.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useSiwx } from './useSiwx.js'

afterEach(cleanup)
afterEach(unmountAll)

const numRuns = Number(process.env.FC_NUM_RUNS_ACTIONS ?? 15)

async function rendered() {
  const { foyer } = testFoyer({ siwx: createDefaultSiwx() })
  await connect(foyer, { connector: 'test.fake' })
  const view = renderHook(() => useSiwx(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
    ),
  })
  return { foyer, view }
}

describe('useSiwx (configured)', () => {
  for (const name of ['signIn', 'signOut', 'cancel'] as const) {
    test(`behavior: ${name} refuses nothing with a JavaScript error`, async () => {
      let { foyer, view } = await rendered()
      await fc.assert(
        fc.asyncProperty(fc.array(hostile, { maxLength: 2 }), async (values) => {
          if (getAccount(foyer).status !== 'connected') {
            view.unmount()
            ;({ foyer, view } = await rendered())
          }
          const call = view.result.current[name] as (...a: unknown[]) => unknown
          await settle(`useSiwx().${name}`, () => call(...values), act)
          // cancel may end the connection (optional sign-in: it only closes).
          if (getAccount(foyer).status !== 'connected') return
          await expect(signMessage(foyer, { message: 'still here' })).resolves.toMatch(/^0x/)
        }),
        { numRuns, examples: [[[]], [[undefined]], [[null]], [[42]], [[{}]]] },
      )
      view.unmount()
    }, 60_000)
  }
})
