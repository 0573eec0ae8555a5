// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/names.js'
import type { Foyer } from '../store/createFoyer.js'
import { startTestServer } from '../test/httpServer.js'
import { devnet, testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useAccountNames } from './useAccountNames.js'
import { useNameSuggestions } from './useNameSuggestions.js'
import { useReceive } from './useReceive.js'
import { useRegisterAccountName } from './useRegisterAccountName.js'

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
    const { result, rerender } = renderHook(
      ({ name }) => useNameSuggestions({ name, debounceMs: 0 }),
      { wrapper: wrap(foyer), initialProps: { name: 'ada' } },
    )
    expect(result.current.isLoading).toBe(false)
    rerender({ name: 'ada-l' })
    await waitFor(() => expect(result.current.isLoading).toBe(true))
    await waitFor(() =>
      expect(result.current.suggestions).toEqual([{ name: 'ada-l.reown.id', registered: false }]),
    )
    expect(result.current.isLoading).toBe(false)
    expect(server.requests.filter((r) => r.path.includes('suggestions'))).toHaveLength(1)
  })

  test('default: useAccountNames and useReceive', async () => {
    const { foyer } = await setup()
    const { result } = renderHook(() => ({ names: useAccountNames(), receive: useReceive() }), {
      wrapper: wrap(foyer),
    })
    await waitFor(() => expect(result.current.names.data?.[0]?.name).toBe('ada-l.reown.id'))
    expect(result.current.receive.address).toBe(account)
    expect(result.current.receive.namespace).toBe('eip155')
    expect(result.current.receive.networks.map((network) => network.id)).toEqual([1, 31337])
  })

  test('error: useRegisterAccountName needs the auth connector', async () => {
    const { foyer } = await setup()
    const { result } = renderHook(() => useRegisterAccountName(), { wrapper: wrap(foyer) })
    await act(async () => {
      await result.current.registerNameAsync({ name: 'ada-l' }).catch(() => {})
    })
    await waitFor(() =>
      expect(result.current.error).toBeInstanceOf(AddressOrAuthConnectorNotFoundError),
    )
    expect(result.current.status).toBe('error')
  })
})
