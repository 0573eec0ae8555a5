import { afterEach, describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/parameters.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { watchAccount } from './watchAccount.js'

afterEach(unmountAll)

describe('watchAccount', () => {
  test('default', async () => {
    const { foyer } = testFoyer()
    const seen: string[] = []
    const stop = watchAccount(foyer, { onChange: (account) => seen.push(account.status) })
    await connect(foyer, { connector: 'test.fake' })
    stop()
    expect(seen).toEqual(['connecting', 'connected'])
  })

  test('parameters: namespace follows that namespace while another one is active', async () => {
    const { foyer } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    // The visitor moves to another namespace; eip155 stays connected underneath.
    foyer.store.set(activeNamespaceAtom, 'solana')
    const active: string[] = []
    const evm: Array<[string, string]> = []
    const stopActive = watchAccount(foyer, { onChange: (account) => active.push(account.status) })
    const stopEvm = watchAccount(foyer, {
      namespace: 'eip155',
      onChange: (account, previous) => evm.push([previous.status, account.status]),
    })
    await disconnect(foyer, { namespace: 'eip155' })
    stopActive()
    stopEvm()
    expect(evm).toEqual([['connected', 'disconnected']])
    expect(active).toEqual([])
  })

  test('error: invalid namespace', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(() =>
      // @ts-expect-error an unknown namespace
      watchAccount(foyer, { namespace: 'tezos', onChange: () => {} }),
    ).toThrow(InvalidParameterError)
  })
})
