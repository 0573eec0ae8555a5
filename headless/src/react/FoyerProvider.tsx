import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { Foyer } from '../store/createFoyer.js'
import { mount } from '../watchers/mount.js'
import { FoyerContext } from './foyerContext.js'

export { useFoyer } from './foyerContext.js'

/**
 * A layout effect in the browser, so the stored session is restored before the first paint; a
 * plain effect on the server, where neither runs and React would warn about a layout effect.
 */
const useMountEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export type FoyerProviderProps = { foyer: Foyer; children?: ReactNode }

/**
 * Gives the hooks below it one Foyer instance: they read its jotai store through React's
 * `useSyncExternalStore` (`useFoyerValue`), not through jotai's React bindings, which are not
 * part of the page, and pass the instance's own query client to TanStack's hooks, so a host's
 * `QueryClientProvider` stays its own. Starts the
 * instance's browser side (`mount`: stored session, wallet discovery, watchers, connection
 * restore) while mounted. The server render and the first client render agree — both show the
 * state from the options alone — and the stored session shows before the first paint: `mount`
 * runs in a layout effect and the hooks re-read the store synchronously after it (no "Connect
 * Wallet" flash for a returning visitor).
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  const [mounted, setMounted] = useState(false)
  useMountEffect(() => {
    const unmount = mount(foyer)
    setMounted(true)
    return () => {
      unmount()
      setMounted(false)
    }
  }, [foyer])
  const value = useMemo(() => ({ foyer, mounted }), [foyer, mounted])
  return <FoyerContext.Provider value={value}>{children}</FoyerContext.Provider>
}
