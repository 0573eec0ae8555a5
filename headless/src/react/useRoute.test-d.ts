import { describe, expectTypeOf, test } from 'vitest'
import type { CaipNetworkId } from '../chains/network.js'
import type { Route, RouteData, View } from '../machines/router.js'
import type { UseModalReturnType } from './useModal.js'
import { useRoute } from './useRoute.js'

declare const router: UseModalReturnType['router']

describe('useRoute', () => {
  test('default: a union discriminated by the view', () => {
    const route = useRoute()
    expectTypeOf(route).toEqualTypeOf<Route>()
    expectTypeOf(route.view).toEqualTypeOf<View>()
    if (route.view === 'ConnectingWalletConnect') {
      expectTypeOf(route.data).toEqualTypeOf<{ walletId: string } | undefined>()
    }
    if (route.view === 'SwitchNetwork') {
      expectTypeOf(route.data).toEqualTypeOf<{ caipNetworkId: CaipNetworkId } | undefined>()
    }
    if (route.view === 'ConnectingExternal') {
      expectTypeOf(route.data).toEqualTypeOf<{ connectorId: string } | undefined>()
    }
    if (route.view === 'Account') expectTypeOf(route.data).toEqualTypeOf<undefined>()
    // Reading a field of another view's data without checking the view is an error.
    // @ts-expect-error walletId is only ConnectingWalletConnect's
    route.data?.walletId
  })

  test("parameters: view, that view's route or undefined", () => {
    expectTypeOf(useRoute('ConnectingWalletConnect')).toEqualTypeOf<
      { view: 'ConnectingWalletConnect'; data?: { walletId: string } } | undefined
    >()
    expectTypeOf(useRoute('Account')).toEqualTypeOf<
      { view: 'Account'; data?: undefined } | undefined
    >()
    // @ts-expect-error not a view
    useRoute('NoSuchView')
  })

  test('default: RouteData per view', () => {
    expectTypeOf<RouteData<'ConnectingExternal'>>().toEqualTypeOf<{ connectorId: string }>()
    expectTypeOf<RouteData<'Networks'>>().toEqualTypeOf<undefined>()
  })
})

describe('useModal().router', () => {
  test('behavior: a view that takes data must be given its data', () => {
    router.push('ConnectingWalletConnect', { walletId: 'w' })
    router.replace('SwitchNetwork', { caipNetworkId: 'eip155:1' })
    router.reset('ConnectingExternal', { connectorId: 'c' })
    // @ts-expect-error walletId is required
    router.push('ConnectingWalletConnect')
    // @ts-expect-error another view's data
    router.push('ConnectingWalletConnect', { connectorId: 'c' })
    // @ts-expect-error not a CAIP-2 network id
    router.replace('SwitchNetwork', { caipNetworkId: '1' })
    // @ts-expect-error reset takes the data too
    router.reset('SwitchNetwork')
  })

  test('behavior: a view that takes no data is given none', () => {
    router.push('AllWallets')
    router.replace('WalletSend')
    router.reset('Account')
    // @ts-expect-error AllWallets takes no data
    router.push('AllWallets', { walletId: 'w' })
    // @ts-expect-error not a view
    router.push('NoSuchView')
  })

  test('behavior: a union of views that take no data is accepted, a mixed one is not', () => {
    const plain = 'WalletSend' as 'WalletSend' | 'WalletReceive'
    router.push(plain)
    const mixed = 'Account' as 'Account' | 'SwitchNetwork'
    // @ts-expect-error the data cannot match every view of the union
    router.push(mixed)
    // @ts-expect-error nor without data
    router.push(mixed, { caipNetworkId: 'eip155:1' })
  })
})
