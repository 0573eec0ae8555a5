import { describe, expect, test } from 'vitest'
import {
  bareRoute,
  coreViews,
  currentRoute,
  embeddedCloseView,
  initialRouterState,
  optionalViews,
  planGoBack,
  type RouterState,
  resolveOpenView,
  routeOfView,
  routerTransition,
  shouldCloseOnBack,
  shouldGoBackOnNetworkChange,
  toRoute,
  views,
} from './router.js'

const two: RouterState = { history: [{ view: 'Connect' }, { view: 'AllWallets' }] }

describe('routerTransition', () => {
  test('default: starts on Connect', () => {
    expect(currentRoute(initialRouterState)).toEqual({ view: 'Connect' })
  })
  test('behavior: pushing the current view does nothing', () => {
    const next = routerTransition(initialRouterState, { type: 'push', route: { view: 'Connect' } })
    expect(next).toBe(initialRouterState)
  })
  test('behavior: push adds a view on top', () => {
    const next = routerTransition(initialRouterState, {
      type: 'push',
      route: { view: 'AllWallets' },
    })
    expect(next.history.map((route) => route.view)).toEqual(['Connect', 'AllWallets'])
  })
  test('behavior: reset sets the history to one view', () => {
    expect(routerTransition(two, { type: 'reset', route: { view: 'Account' } }).history).toEqual([
      { view: 'Account' },
    ])
  })
  test('behavior: replace swaps the last entry', () => {
    const next = routerTransition(two, { type: 'replace', route: { view: 'Account' } })
    expect(next.history).toEqual([{ view: 'Connect' }, { view: 'Account' }])
  })
  test('behavior: goBackToIndex truncates the history', () => {
    const three = routerTransition(two, { type: 'push', route: { view: 'ConnectingExternal' } })
    expect(routerTransition(three, { type: 'goBackToIndex', index: 0 }).history).toEqual([
      { view: 'Connect' },
    ])
    expect(routerTransition(three, { type: 'goBackToIndex', index: 5 })).toBe(three)
  })
  test('behavior: going back pops one view', () => {
    expect(routerTransition(two, { type: 'goBack' }).history).toEqual([{ view: 'Connect' }])
  })
  test('behavior: going back with a single entry closes the modal', () => {
    expect(shouldCloseOnBack(initialRouterState)).toBe(true)
    expect(routerTransition(initialRouterState, { type: 'goBack' })).toBe(initialRouterState)
    expect(shouldCloseOnBack(two)).toBe(false)
  })
})

describe('routes', () => {
  test('behavior: toRoute keeps the data of a view that takes some, adds none otherwise', () => {
    expect(toRoute('ConnectingWalletConnect', { walletId: 'w1' })).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w1' },
    })
    expect(toRoute('AllWallets')).toStrictEqual({ view: 'AllWallets' })
  })
  test('behavior: bareRoute is any view without data', () => {
    expect(bareRoute('SwitchNetwork')).toStrictEqual({ view: 'SwitchNetwork' })
  })
  test('behavior: routeOfView gives the route only while it shows that view', () => {
    const route = toRoute('SwitchNetwork', { caipNetworkId: 'eip155:1' })
    expect(routeOfView(route, 'SwitchNetwork')?.data?.caipNetworkId).toBe('eip155:1')
    expect(routeOfView(route, 'Account')).toBeUndefined()
  })
})

describe('resolveOpenView', () => {
  const base = { hasAddress: false, hasAdapters: true, isMobile: false }
  test('behavior: a given view is shown', () => {
    expect(resolveOpenView({ ...base, hasAddress: true, view: 'Swap' })).toBe('Swap')
  })
  test('behavior: Account shows when an address exists, Connect when not', () => {
    expect(resolveOpenView({ ...base, hasAddress: true })).toBe('Account')
    expect(resolveOpenView(base)).toBe('Connect')
  })
  test('behavior: with no adapters and no address, mobile shows AllWallets, desktop WalletConnect', () => {
    expect(resolveOpenView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets')
    expect(resolveOpenView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
  })
})

describe('views', () => {
  test('default: every view of SPEC §2 and the optional screens', () => {
    expect(views).toEqual(expect.arrayContaining([...coreViews, ...optionalViews]))
    expect(coreViews).toHaveLength(13)
    expect(new Set(views).size).toBe(views.length)
  })
})

describe('planGoBack', () => {
  const farcaster: RouterState = { history: [{ view: 'Connect' }, { view: 'ConnectingFarcaster' }] }
  test('behavior: back with one entry closes', () => {
    expect(planGoBack(initialRouterState, { connected: false })).toEqual({ type: 'close' })
  })
  test('behavior: back pops one view with no effects', () => {
    expect(planGoBack(two, { connected: false })).toEqual({
      type: 'back',
      state: { history: [{ view: 'Connect' }] },
      effects: [],
    })
  })
  test('behavior: leaving ConnectingFarcaster unconnected clears the URL and reloads the auth connector', () => {
    const plan = planGoBack(farcaster, { connected: false })
    expect(plan).toEqual({
      type: 'back',
      state: { history: [{ view: 'Connect' }] },
      effects: [{ type: 'clearFarcasterUrl' }, { type: 'reloadAuthConnector', resyncAfterMs: 100 }],
    })
    expect(planGoBack(farcaster, { connected: true })).toMatchObject({ effects: [] })
  })
})

describe('embedded and network-change rules', () => {
  test('behavior: embedded close returns to Account when connected, else Connect', () => {
    expect(embeddedCloseView(true)).toBe('Account')
    expect(embeddedCloseView(false)).toBe('Connect')
  })
  test('behavior: a network change goes back except on SIWXSignMessage and ConnectingExternal', () => {
    expect(shouldGoBackOnNetworkChange('Networks')).toBe(true)
    expect(shouldGoBackOnNetworkChange('SIWXSignMessage')).toBe(false)
    expect(shouldGoBackOnNetworkChange('ConnectingExternal')).toBe(false)
  })
})
