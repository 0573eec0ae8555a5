import { useMutation } from '@tanstack/react-query'
import { disconnect } from '../actions/disconnect.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'

/** Disconnects one namespace, or all with no argument; `status` tracks the attempt. */
export function useDisconnect() {
  const foyer = useFoyer()
  const mutation = useMutation(
    {
      mutationFn: (namespace?: ChainNamespace) => disconnect(foyer, namespace ? { namespace } : {}),
    },
    getQueryClient(foyer),
  )
  return {
    disconnect: mutation.mutate,
    disconnectAsync: mutation.mutateAsync,
    status: mutation.status,
    error: mutation.error,
  }
}
