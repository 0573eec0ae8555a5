// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/parameters.js'
import { FoyerProvider } from '../react/FoyerProvider.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { mount } from '../watchers/mount.js'
import { getQueryClient } from './getQueryClient.js'
import { peekQueryClient } from './queryClients.js'

afterEach(() => {
  cleanup()
  unmountAll()
})

describe('getQueryClient', () => {
  test('default: made on first use, the same client after that, one per instance', () => {
    const { foyer } = testFoyer({ mounted: false })
    expect(peekQueryClient(foyer)).toBeUndefined()
    const client = getQueryClient(foyer)
    expect(client).toBeInstanceOf(QueryClient)
    expect(getQueryClient(foyer)).toBe(client)
    expect(peekQueryClient(foyer)).toBe(client)
    expect(getQueryClient(testFoyer({ mounted: false }).foyer)).not.toBe(client)
  })

  test('parameters: anything but an instance is an InvalidParameterError naming foyer', () => {
    expect(() => getQueryClient({} as never)).toThrow(InvalidParameterError)
    expect(() => getQueryClient(undefined as never)).toThrow(/foyer/)
  })

  test('behavior: the client is mounted while its instance is, made before or after mount', () => {
    const early = testFoyer({ mounted: false }).foyer
    const earlyClient = getQueryClient(early)
    const mountSpy = (client: QueryClient) => {
      const calls = { mount: 0, unmount: 0 }
      const { mount: m, unmount: u } = client
      client.mount = () => {
        calls.mount++
        m.call(client)
      }
      client.unmount = () => {
        calls.unmount++
        u.call(client)
      }
      return calls
    }
    const earlyCalls = mountSpy(earlyClient)
    const stop = mount(early)
    expect(earlyCalls).toEqual({ mount: 1, unmount: 0 })
    stop()
    expect(earlyCalls).toEqual({ mount: 1, unmount: 1 })

    const late = testFoyer({ mounted: false }).foyer
    const stopLate = mount(late)
    const original = QueryClient.prototype.mount
    let mountedLate = 0
    QueryClient.prototype.mount = function (this: QueryClient) {
      mountedLate++
      original.call(this)
    }
    try {
      getQueryClient(late)
    } finally {
      QueryClient.prototype.mount = original
    }
    expect(mountedLate).toBe(1)
    stopLate()
  })

  test("behavior: FoyerProvider leaves a host's own QueryClientProvider in place", () => {
    const { foyer } = testFoyer({ mounted: false })
    const hostClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={hostClient}>
        <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
      </QueryClientProvider>
    )
    const { result } = renderHook(() => useQueryClient(), { wrapper })
    expect(result.current).toBe(hostClient)
    expect(result.current).not.toBe(getQueryClient(foyer))
  })
})
