// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { openModal } from '../actions/openModal.js'
import { createConnector } from '../connectors/createConnector.js'
import { injected } from '../connectors/injected.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/names.js'
import { routeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { startTestServer } from '../test/httpServer.js'
import { devnet, testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccountNames } from './useAccountNames.js'
import { useAccountProfile } from './useAccountProfile.js'
import { useNameSuggestions } from './useNameSuggestions.js'
import { useReceive } from './useReceive.js'
import { useRegisterAccountName } from './useRegisterAccountName.js'

// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot
// register its own cleanup): no React work may run after this file's jsdom is torn down.
afterEach(cleanup)

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const closes: Array<() => Promise<void>> = []
afterEach(async () => {
  unmountAll()
  for (const close of closes.splice(0)) await close()
})

async function setup() {
  const server = await startTestServer(async (request) => {
    if (request.path === '/v1/supported-chains') return { body: { http: ['eip155:31337'] } }
    if (request.path.startsWith('/v1/profile/reverse/'))
      return { body: [{ name: 'ada-l.reown.id', addresses: {} }] }
    // Slow enough for the loading flag to be seen.
    await new Promise((resolve) => setTimeout(resolve, 30))
    return { body: { suggestions: [{ name: 'ada-l.reown.id', registered: false }] } }
  })
  closes.push(server.close)
  const { foyer } = testFoyer({ services: { blockchainApiUrl: server.url } })
  await connect(foyer, { connector: 'test.fake', chainId: devnet.id })
  return { foyer, server }
}

const wrap =
  (foyer: Foyer) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

describe('name hooks', () => {
  test('default: useNameSuggestions — the list and its loading flag, for a valid label only', async () => {
    const { foyer, server } = await setup()
    // Every loading flag rendered: the request can answer between two polls of \`waitFor\`.
    const loading: boolean[] = []
    const { result, rerender } = renderHook(
      ({ name }) => {
        const suggestions = useNameSuggestions({ name, debounceMs: 0 })
        loading.push(suggestions.isLoading)
        return suggestions
      },
      { wrapper: wrap(foyer), initialProps: { name: 'ada' } },
    )
    expect(result.current.isLoading).toBe(false)
    expect(loading).not.toContain(true)
    rerender({ name: 'ada-l' })
    await waitFor(() =>
      expect(result.current.suggestions).toEqual([
        { name: 'ada-l.reown.id', registered: false, label: 'ada-l' },
      ]),
    )
    expect(loading).toContain(true)
    expect(result.current.isLoading).toBe(false)
    expect(server.requests.filter((r) => r.path.includes('suggestions'))).toHaveLength(1)
  })

  test('default: useAccountNames and useReceive', async () => {
    const { foyer } = await setup()
    const { result } = renderHook(() => ({ names: useAccountNames(), receive: useReceive() }), {
      wrapper: wrap(foyer),
    })
    await waitFor(() => expect(result.current.names.data?.[0]?.name).toBe('ada-l.reown.id'))
    expect(result.current.names.latestName).toBe('ada-l.reown.id')
    expect(result.current.receive.address).toBe(account)
    expect(result.current.receive.namespace).toBe('eip155')
    expect(result.current.receive.networks.map((network) => network.id)).toEqual([1, 31337])
  })

  test('behavior: after useRegisterAccountName, the profile name is the registered name', async () => {
    const registered: string[] = []
    const server = await startTestServer(async (request) => {
      if (request.path === '/v1/supported-chains') return { body: { http: ['eip155:31337'] } }
      if (request.path === '/v1/profile/account' && request.method === 'POST') {
        registered.push(JSON.parse((request.body as { message: string }).message).name)
        return { body: { name: registered.at(-1), addresses: {} } }
      }
      if (request.path.startsWith('/v1/identity/'))
        return { body: { name: registered[0] ?? null, avatar: null } }
      return { body: [] }
    })
    closes.push(server.close)
    // The embedded wallet's stand-in: type AUTH, signing with personal_sign.
    const provider = {
      async request({ method }: { method: string }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'personal_sign') return `0x${'12'.repeat(65)}`
        throw Object.assign(new Error(method), { code: 4200 })
      },
      on() {},
      removeListener() {},
    }
    const auth = createConnector((config) => ({
      ...injected({ provider, rdns: 'test.auth', name: 'Email' })(config),
      id: 'auth',
      type: 'AUTH',
    }))
    const { foyer } = testFoyer({ connectors: [auth], services: { blockchainApiUrl: server.url } })
    await connect(foyer, { connector: 'auth' })
    const { result } = renderHook(
      () => ({ profile: useAccountProfile(), registration: useRegisterAccountName() }),
      { wrapper: wrap(foyer) },
    )
    await waitFor(() =>
      expect(server.requests.some((r) => r.path.startsWith('/v1/identity/'))).toBe(true),
    )
    expect(result.current.profile.profileName).toBeNull()
    expect(result.current.profile.canRegisterName).toBe(true)
    act(() => openModal(foyer, { view: 'RegisterAccountName' }))
    await act(async () => {
      await result.current.registration.registerNameAsync({ name: 'ada-l' })
    })
    // The identity (cached for 5 min) is read again: the header shows the new name.
    await waitFor(() => expect(result.current.profile.profileName).toBe('ada-l.reown.id'))
    // The open register view moved on to the success view.
    expect(foyer.store.get(routeAtom).view).toBe('RegisterAccountNameSuccess')
  })

  test('error: useRegisterAccountName needs the auth connector; the failure outlives the view', async () => {
    const { foyer } = await setup()
    const { result, unmount } = renderHook(() => useRegisterAccountName(), {
      wrapper: wrap(foyer),
    })
    await act(async () => {
      await result.current.registerNameAsync({ name: 'ada-l' }).catch(() => {})
    })
    await waitFor(() =>
      expect(result.current.error).toBeInstanceOf(AddressOrAuthConnectorNotFoundError),
    )
    expect(result.current.status).toBe('error')
    // The register view comes back (after the wallet's approval view): the error is still there.
    unmount()
    const again = renderHook(() => useRegisterAccountName(), { wrapper: wrap(foyer) })
    expect(again.result.current.error).toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
    expect(again.result.current.status).toBe('error')
    act(() => again.result.current.reset())
    expect(again.result.current.error).toBeNull()
    expect(again.result.current.status).toBe('idle')
  })
})
