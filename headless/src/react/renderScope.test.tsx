// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { balanceQueryKey } from '../query/balanceQueryOptions.js'
import { accountNetworkAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useModal } from './useModal.js'

afterEach(() => {
  cleanup()
  unmountAll()
})

// Which parts of a page re-render when one piece of state changes (issue #19): each reader
// sits in its own React Profiler, which reports every commit its subtree takes part in.
function BalanceReader() {
  return <span>{useBalance().formatted ?? '…'}</span>
}
function AccountReader() {
  return <span>{useAccount().address}</span>
}
function ModalReader() {
  return <span>{useModal().status}</span>
}

describe('render scope', () => {
  test('behavior: a balance update re-renders only the components that read the balance', async () => {
    const { foyer } = testFoyer()
    const { address } = await connect(foyer, { connector: 'test.fake' })
    const network = foyer.store.get(accountNetworkAtom)
    const key = balanceQueryKey({ network, address })
    // A fresh answer in the cache: the hook reads it without fetching.
    getQueryClient(foyer).setQueryData(key, 10n ** 18n)
    const commits: Record<string, number> = { balance: 0, account: 0, modal: 0 }
    const profiled = (id: string, child: ReactNode) => (
      <Profiler
        id={id}
        onRender={() => {
          commits[id] = (commits[id] ?? 0) + 1
        }}
      >
        {child}
      </Profiler>
    )
    const view = render(
      <FoyerProvider foyer={foyer}>
        {profiled('balance', <BalanceReader />)}
        {profiled('account', <AccountReader />)}
        {profiled('modal', <ModalReader />)}
      </FoyerProvider>,
    )
    await waitFor(() => expect(view.getByText('1.000 ETH')).toBeTruthy())
    const before = { ...commits }
    act(() => {
      getQueryClient(foyer).setQueryData(key, 2n * 10n ** 18n)
    })
    await waitFor(() => expect(view.getByText('2.000 ETH')).toBeTruthy())
    expect({
      balance: (commits.balance ?? 0) - (before.balance ?? 0),
      account: (commits.account ?? 0) - (before.account ?? 0),
      modal: (commits.modal ?? 0) - (before.modal ?? 0),
    }).toEqual({ balance: 1, account: 0, modal: 0 })
  })
})
