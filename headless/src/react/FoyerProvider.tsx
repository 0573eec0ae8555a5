import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { Foyer } from '../store/createFoyer.js'
import { afterNextPaint } from '../utils/afterNextPaint.js'
import { mount } from '../watchers/mount.js'
import { FoyerContext, readsBeforeMount } from './foyerContext.js'

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
 * runs in a layout effect, and if it changed anything the hooks rendered (a stored session, the
 * system's colour scheme) they render again at once, before the paint (no "Connect Wallet"
 * flash for a returning visitor). A first visit, where `mount` changes none of it, skips that
 * render, and its watchers and wallet discovery start after the first paint (`defer`).
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  const [version, setVersion] = useState(0)
  // On the first render, before the hooks below render: record what they read until mount.
  useState(() => readsBeforeMount.set(foyer, new Map()))
  useMountEffect(() => {
    // A first visit paints before the watchers start (`defer`); what mount changed before this
    // check (a stored session, the system's colour scheme) is in the first paint.
    const unmount = mount(foyer, { defer: afterNextPaint })
    const reads = readsBeforeMount.get(foyer)
    readsBeforeMount.delete(foyer)
    // Nothing recorded (mounted again, or a new instance rendered after the first mount): the
    // hooks may show another state than the store's, so they render again.
    if (
      !reads?.size ||
      [...reads].some(([atom, value]) => !Object.is(foyer.store.get(atom), value))
    )
      setVersion((current) => current + 1)
    return unmount
  }, [foyer])
  const value = useMemo(() => ({ foyer, version }), [foyer, version])
  return <FoyerContext.Provider value={value}>{children}</FoyerContext.Provider>
}
