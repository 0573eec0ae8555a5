// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { RegisterNameError } from '../errors/names.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'
import { useRegisterAccountName } from './useRegisterAccountName.js'

// The action's code failing to load (offline, an app redeployed): a plain Error, not a leaf.
vi.mock('../actions/registerAccountName.js', () => ({
  registerAccountName: () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}))

afterEach(cleanup)
afterEach(unmountAll)

describe('useRegisterAccountName', () => {
  test('error: anything the action throws that is not a leaf is RegisterNameError', async () => {
    const { foyer } = testFoyer({ mounted: false })
    const { result } = renderHook(() => useRegisterAccountName(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
      ),
    })
    await act(async () => {
      await result.current.registerNameAsync({ name: 'ada-l' }).catch(() => {})
    })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(RegisterNameError))
    expect(result.current.error?.shortMessage).toBe('Error registering name ada-l.reown.id')
    expect(result.current.error?.cause).toBeInstanceOf(TypeError)
  })
})
