import type { Atom } from 'jotai/vanilla'
import { createContext, useContext } from 'react'
import { FoyerProviderNotFoundError } from '../errors/config.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * The instance, and a version that changes when `mount` changed what the hooks had read, so
 * every hook re-reads the store then. Its own module, apart from `FoyerProvider`: the hooks that
 * lazily loaded views import reach only this, not `mount` and its watchers (a bundler that
 * shares modules between the first load and the views splits fewer chunks off the first load).
 */
export type FoyerContextValue = { foyer: Foyer; version: number }

/**
 * What the hooks read from an instance's store before its `mount` ran, kept from the
 * provider's first render to its mount, so the provider can tell whether `mount` changed any of
 * it (and render again before the paint) or not (and skip that render).
 */
export const readsBeforeMount = new WeakMap<Foyer, Map<Atom<unknown>, unknown>>()

export const FoyerContext = createContext<FoyerContextValue | null>(null)

/** The Foyer instance of the nearest `FoyerProvider`; throws `FoyerProviderNotFoundError`. */
export function useFoyer(): Foyer {
  const context = useContext(FoyerContext)
  if (!context) throw new FoyerProviderNotFoundError()
  return context.foyer
}
