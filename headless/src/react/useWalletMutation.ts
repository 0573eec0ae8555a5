import { useMutation } from '@tanstack/react-query'
import type { Foyer } from '../store/createFoyer.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'

/** A wallet action `(foyer, parameters)` as a TanStack mutation (internal to react/). */
export function useWalletMutation<parameters, result>(
  action: (foyer: Foyer, parameters: parameters) => Promise<result>,
) {
  const foyer = useFoyer()
  return useMutation(
    { mutationFn: (parameters: parameters) => action(foyer, parameters) },
    getQueryClient(foyer),
  )
}
