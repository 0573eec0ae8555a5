// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { evmAdapter } from '../adapters/evm.js'
import { mock } from '../connectors/mock.js'
import { FoyerProviderNotFoundError } from '../errors/config.js'
import { createFoyer } from '../store/createFoyer.js'
import { memoryStorage } from '../store/storage.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccount } from './useAccount.js'
import { useConnectFlow } from './useConnectFlow.js'
import { useDisconnect } from './useDisconnect.js'
import { useFeatures } from './useFeatures.js'
import { useModal } from './useModal.js'
import { useNetworks } from './useNetworks.js'
import { useTheme } from './useTheme.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(reject = false, storage = memoryStorage()) {
  const foyer = createFoyer({
    projectId: 'test',
    networks: [mainnet],
    adapters: [evmAdapter()],
    storage,
    themeMode: 'light',
  })
  const wallet = mock({
    behavior: reject ? 'reject' : 'approve',
    chainId: 1,
    name: 'Fake',
    rdns: 'test.fake',
  })
  cleanups.push(wallet.announce())
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  const hooks = () => ({
    flow: useConnectFlow(),
    modal: useModal(),
    account: useAccount(),
    disconnect: useDisconnect(),
    theme: useTheme(),
  })
  return { foyer, wallet, ...renderHook(hooks, { wrapper }) }
}

describe('react hooks', () => {
  test('behavior: useConnectFlow lists installed wallets and connects one', async () => {
    const { result } = setup()
    await waitFor(() =>
      expect(result.current.flow.wallets.map((wallet) => wallet.name)).toEqual(['Fake']),
    )
    act(() => result.current.modal.open())
    expect(result.current.modal.route.view).toBe('Connect')
    act(() => result.current.flow.connect('test.fake'))
    expect(result.current.flow.state.status).toBe('connecting')
    expect(result.current.flow.connector?.name).toBe('Fake')
    await waitFor(() => expect(result.current.account.isConnected).toBe(true))
    expect(result.current.account.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(result.current.account.network?.name).toBe('Ethereum')
    expect(result.current.modal.isOpen).toBe(false)
  })

  test('behavior: a rejected connection exposes the typed error, and retry tries again', async () => {
    const { result, wallet } = setup(true)
    await waitFor(() => expect(result.current.flow.wallets).toHaveLength(1))
    act(() => result.current.flow.connect('test.fake'))
    await waitFor(() => expect(result.current.flow.state.status).toBe('rejected'))
    const state = result.current.flow.state
    expect(state.status === 'rejected' && state.error.code).toBe('USER_REJECTED')
    wallet.setBehavior('approve')
    act(() => result.current.flow.retry())
    await waitFor(() => expect(result.current.account.status).toBe('connected'))
  })

  test('behavior: useDisconnect disconnects', async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.flow.wallets).toHaveLength(1))
    act(() => result.current.flow.connect('test.fake'))
    await waitFor(() => expect(result.current.account.isConnected).toBe(true))
    act(() => result.current.disconnect.disconnect(undefined))
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'))
  })

  test('behavior: connect, read, reload and restore, disconnect — through hooks alone', async () => {
    const storage = memoryStorage()
    const first = setup(false, storage)
    await waitFor(() => expect(first.result.current.flow.wallets).toHaveLength(1))
    act(() => first.result.current.flow.connect('test.fake'))
    await waitFor(() => expect(first.result.current.account.isConnected).toBe(true))
    expect(first.result.current.account.caipAddress).toBe(
      'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    first.unmount()

    // A reload: a new instance on the same storage; the provider's mount restores it.
    const second = setup(false, storage)
    expect(second.result.current.account.status).toBe('connecting')
    await waitFor(() => expect(second.result.current.account.status).toBe('connected'))
    expect(second.result.current.account.network?.id).toBe(1)
    await act(() => second.result.current.disconnect.disconnectAsync(undefined))
    expect(second.result.current.account.status).toBe('disconnected')
    expect(storage.getItem('@foyer/test/connection_status')).toBe('{}')
  })

  test('behavior: useTheme reads and sets the theme mode', () => {
    const { result } = setup()
    expect(result.current.theme.themeMode).toBe('light')
    act(() => result.current.theme.setThemeMode('dark'))
    expect(result.current.theme.themeMode).toBe('dark')
  })

  test('behavior: useModal drives the router: push, replace, goBackToIndex, reset, goBack', () => {
    const { result } = setup()
    act(() => result.current.modal.open())
    act(() => result.current.modal.router.push('AllWallets'))
    act(() => result.current.modal.router.push('ConnectingExternal', { connectorId: 'x' }))
    expect(result.current.modal.history.map((route) => route.view)).toEqual([
      'Connect',
      'AllWallets',
      'ConnectingExternal',
    ])
    expect(result.current.modal.canGoBack).toBe(true)
    act(() => result.current.modal.router.replace('Networks'))
    expect(result.current.modal.route.view).toBe('Networks')
    act(() => result.current.modal.router.goBackToIndex(0))
    expect(result.current.modal.history).toHaveLength(1)
    expect(result.current.modal.canGoBack).toBe(false)
    act(() => result.current.modal.router.reset('Account'))
    expect(result.current.modal.route.view).toBe('Account')
    act(() => result.current.modal.goBack())
    expect(result.current.modal.isOpen).toBe(false)
  })

  test('behavior: useFeatures gives the features in force', () => {
    const { result } = renderHook(() => useFeatures(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FoyerProvider
          foyer={createFoyer({
            projectId: 'test',
            networks: [mainnet],
            features: { swaps: false },
            storage: memoryStorage(),
          })}
        >
          {children}
        </FoyerProvider>
      ),
    })
    expect(result.current).toMatchObject({ swaps: false, email: true, send: true })
  })

  test('behavior: useNetworks finds a listed network and the active namespace’s groups', () => {
    const foyer = createFoyer({
      projectId: 'test',
      networks: [mainnet],
      adapters: [evmAdapter()],
      storage: memoryStorage(),
    })
    const { result } = renderHook(() => useNetworks(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
      ),
    })
    expect(result.current.findNetwork('eip155:1')?.name).toBe(mainnet.name)
    expect(result.current.findNetwork('eip155:5')).toBeUndefined()
    expect(result.current.namespaceGroups.map((group) => group.namespace)).toEqual(['eip155'])
  })

  test('error: hooks outside FoyerProvider', () => {
    expect(() => renderHook(() => useModal())).toThrowError(FoyerProviderNotFoundError)
  })
})
