// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { navigate } from '../actions/navigate.js'
import { openModal } from '../actions/openModal.js'
import { evmAdapter } from '../adapters/evm.js'
import { createFoyer } from '../store/createFoyer.js'
import { memoryStorage } from '../store/storage.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useModal } from './useModal.js'
import { useRoute } from './useRoute.js'

afterEach(cleanup)

function setup<result>(hook: () => result) {
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet],
    adapters: [evmAdapter()],
    storage: memoryStorage(),
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { foyer, ...renderHook(hook, { wrapper }) }
}

describe('useRoute', () => {
  test('default: the route on top of the history, Connect at start', () => {
    const { result } = setup(() => useRoute())
    expect(result.current).toEqual({ view: 'Connect' })
  })

  test('behavior: follows the router, with the data each view was given', () => {
    const { result } = setup(() => ({ route: useRoute(), modal: useModal() }))
    act(() => result.current.modal.open())
    act(() => result.current.modal.router.push('ConnectingWalletConnect', { walletId: 'w1' }))
    expect(result.current.route).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'w1' },
    })
    act(() => result.current.modal.router.replace('SwitchNetwork', { caipNetworkId: 'eip155:1' }))
    expect(result.current.route).toEqual({
      view: 'SwitchNetwork',
      data: { caipNetworkId: 'eip155:1' },
    })
    expect(result.current.modal.history.map((route) => route.view)).toEqual([
      'Connect',
      'SwitchNetwork',
    ])
    act(() => result.current.modal.router.reset('Account'))
    expect(result.current.route).toEqual({ view: 'Account' })
    act(() => result.current.modal.goBack())
    expect(result.current.route).toEqual({ view: 'Account' })
  })

  test('parameters: view, its own route while shown, undefined while another view is', () => {
    const { foyer, result } = setup(() => useRoute('ConnectingExternal'))
    expect(result.current).toBeUndefined()
    act(() =>
      navigate(foyer, {
        type: 'push',
        route: { view: 'ConnectingExternal', data: { connectorId: 'test.fake' } },
      }),
    )
    expect(result.current?.data?.connectorId).toBe('test.fake')
    act(() => navigate(foyer, { type: 'goBack' }))
    expect(result.current).toBeUndefined()
  })

  test('behavior: a view that takes data, opened with openModal({ view }), has none', () => {
    const { foyer, result } = setup(() => useRoute('ConnectingWalletConnect'))
    act(() => openModal(foyer, { view: 'ConnectingWalletConnect' }))
    expect(result.current).toEqual({ view: 'ConnectingWalletConnect' })
    expect(result.current?.data).toBeUndefined()
  })

  test('behavior: pushing a view that takes no data stores none', () => {
    const { result } = setup(() => ({ route: useRoute(), modal: useModal() }))
    act(() => result.current.modal.router.push('AllWallets'))
    expect(result.current.route).toStrictEqual({ view: 'AllWallets' })
  })
})
