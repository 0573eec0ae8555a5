import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { FoyerProviderNotFoundError } from '../errors/config.js'
import type { Foyer } from '../store/createFoyer.js'
import { mount } from '../watchers/mount.js'

const FoyerContext = createContext<Foyer | null>(null)

export type FoyerProviderProps = { foyer: Foyer; children?: ReactNode }

/**
 * Gives the hooks below it one Foyer instance: its jotai store and query client. Starts the
 * instance's browser side (`mount`: wallet discovery, watchers, connection restore) while
 * mounted.
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  useEffect(() => mount(foyer), [foyer])
  return (
    <FoyerContext.Provider value={foyer}>
      <JotaiProvider store={foyer.store}>
        <QueryClientProvider client={foyer.queryClient}>{children}</QueryClientProvider>
      </JotaiProvider>
    </FoyerContext.Provider>
  )
}

/** The Foyer instance of the nearest {@link FoyerProvider}; throws `FoyerProviderNotFoundError`. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new FoyerProviderNotFoundError()
  return foyer
}
