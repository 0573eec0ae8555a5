import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import type { Foyer } from '../store/createFoyer.js'

const FoyerContext = createContext<Foyer | null>(null)

export type FoyerProviderProps = { foyer: Foyer; children?: ReactNode }

/**
 * Gives the hooks below it one Foyer instance: its jotai store and query client. Starts the
 * instance's browser side (wallet discovery, connection restore) while mounted.
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  useEffect(() => foyer.mount(), [foyer])
  return (
    <FoyerContext.Provider value={foyer}>
      <JotaiProvider store={foyer.store}>
        <QueryClientProvider client={foyer.queryClient}>{children}</QueryClientProvider>
      </JotaiProvider>
    </FoyerContext.Provider>
  )
}

/** The Foyer instance of the nearest {@link FoyerProvider}. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new Error('Foyer hooks must be used inside <FoyerProvider foyer={…}>')
  return foyer
}
