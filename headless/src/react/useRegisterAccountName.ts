import { useMutation } from '@tanstack/react-query'
import {
  type RegisterAccountNameParameters,
  registerAccountName,
} from '../actions/registerAccountName.js'
import { useFoyer } from './FoyerProvider.js'

/**
 * Registers a name for the connected account (`registerAccountName`: the auth connector, a
 * valid label, a signed `{ name, attributes: {}, timestamp }`); `data` is the name's record,
 * `error` a typed leaf ('Address or auth connector not found', 'Error registering name …').
 * Once registered, the account's names are read again.
 */
export function useRegisterAccountName() {
  const foyer = useFoyer()
  const mutation = useMutation({
    mutationFn: (parameters: RegisterAccountNameParameters) =>
      registerAccountName(foyer, parameters),
    // The account's names (useAccountNames) include the new one.
    onSuccess: () => foyer.queryClient.invalidateQueries({ queryKey: ['foyer', 'accountNames'] }),
  })
  return {
    registerName: mutation.mutate,
    registerNameAsync: mutation.mutateAsync,
    data: mutation.data,
    status: mutation.status,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseRegisterAccountNameReturnType = ReturnType<typeof useRegisterAccountName>
