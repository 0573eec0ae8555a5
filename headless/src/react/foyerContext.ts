import { createContext, useContext } from 'react'
import { FoyerProviderNotFoundError } from '../errors/config.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * The instance, and whether its browser side has started: a new value when `mount` has run, so
 * every hook re-reads the store then. Its own module, apart from `FoyerProvider`: the hooks that
 * lazily loaded views import reach only this, not `mount` and its watchers (a bundler that
 * shares modules between the first load and the views splits fewer chunks off the first load).
 */
export type FoyerContextValue = { foyer: Foyer; mounted: boolean }

export const FoyerContext = createContext<FoyerContextValue | null>(null)

/** The Foyer instance of the nearest `FoyerProvider`; throws `FoyerProviderNotFoundError`. */
export function useFoyer(): Foyer {
  const context = useContext(FoyerContext)
  if (!context) throw new FoyerProviderNotFoundError()
  return context.foyer
}
