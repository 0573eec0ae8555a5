import type { Atom } from 'jotai/vanilla'
import { useCallback, useSyncExternalStore } from 'react'
import { readsBeforeMount, useFoyer } from './foyerContext.js'

/**
 * An atom's value in the instance's store, through React's `useSyncExternalStore`: a change
 * made while React commits (the stored session restored in the provider's layout effect) is
 * rendered before the browser paints, and a server render reads the same value as the first
 * client render. Every Foyer hook reads state through it.
 */
export function useFoyerValue<value>(atom: Atom<value>): value {
  const foyer = useFoyer()
  const { store } = foyer
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom])
  const read = useCallback(() => store.get(atom), [store, atom])
  const value = useSyncExternalStore(subscribe, read, read)
  readsBeforeMount.get(foyer)?.set(atom, value)
  return value
}
