import { type ComponentType, lazy, memo } from 'react'
import { describe, expectTypeOf, test } from 'vitest'
import type { FoyerModalProps, ViewComponents, ViewReplacement } from './types.js'

function MyAccount() {
  return null
}
const MemoAccount = memo(MyAccount)
const LazyAccount = lazy(async () => ({ default: MyAccount }))
function AccountOf(props: { address: string }) {
  return props.address
}

describe('FoyerModalProps views', () => {
  test('parameters: views, a component or { component, title } per view id', () => {
    const views: ViewComponents = {
      Account: MyAccount,
      Connect: { component: MyAccount, title: 'Sign in' },
      Networks: { component: MyAccount },
      AllWallets: MemoAccount,
      WalletSend: LazyAccount,
    }
    expectTypeOf(views).toExtend<FoyerModalProps['views']>()
    expectTypeOf<ComponentType>().toExtend<ViewReplacement>()
  })

  test('error: what a views entry cannot be', () => {
    // @ts-expect-error not a view of the router
    const unknownView: ViewComponents = { NoSuchView: MyAccount }
    // @ts-expect-error a title is text
    const numberTitle: ViewComponents = { Account: { component: MyAccount, title: 1 } }
    // @ts-expect-error the component is required
    const titleOnly: ViewComponents = { Account: { title: 'Account' } }
    // @ts-expect-error a view component takes no props: it reads hooks
    const withProps: ViewComponents = { Account: AccountOf }
    expectTypeOf([unknownView, numberTitle, titleOnly, withProps]).not.toBeNever()
  })
})
