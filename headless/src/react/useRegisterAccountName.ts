import { useMutation } from '@tanstack/react-query'
import { useCallback } from 'react'
import { navigate } from '../actions/navigate.js'
import {
  type RegisterAccountNameParameters,
  registerAccountName,
} from '../actions/registerAccountName.js'
import { NAME_SUFFIX } from '../constants/index.js'
import { FoyerError } from '../errors/FoyerError.js'
import { RegisterNameError } from '../errors/names.js'
import { modalAtom, nameRegistrationErrorAtom, routeAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * Registers a name for the connected account (`registerAccountName`: the auth connector, a
 * valid label, a signed `{ name, attributes: {}, timestamp }`); `data` is the name's record,
 * `error` always a typed leaf ('Address or auth connector not found', 'Error registering name …').
 * Once registered, the account's names and its identity (profile name) are read again, and an
 * open modal on RegisterAccountName moves to RegisterAccountNameSuccess — also when the view
 * was away meanwhile (the embedded wallet's approval shows over it). A failure stays in `error`
 * until the next attempt or `reset`, even across that. `suffix` is what the name is registered
 * under.
 */
export function useRegisterAccountName() {
  const foyer = useFoyer()
  const { store } = foyer
  const lastError = useFoyerValue(nameRegistrationErrorAtom)
  const mutation = useMutation<
    Awaited<ReturnType<typeof registerAccountName>>,
    FoyerError,
    RegisterAccountNameParameters
  >(
    {
      mutationFn: async (parameters) => {
        store.set(nameRegistrationErrorAtom, null)
        try {
          return await registerAccountName(foyer, parameters)
        } catch (cause) {
          // The action throws leaves; anything else (its code failing to load) is still a
          // registration that failed, in SPEC §8's words.
          if (cause instanceof FoyerError) throw cause
          const name = `${parameters.name}${parameters.suffix ?? NAME_SUFFIX}`
          throw new RegisterNameError(name, { cause })
        }
      },
      // Options-level callbacks run even when the calling view is unmounted.
      onSuccess: () => {
        const onRegisterView =
          store.get(modalAtom).status === 'open' &&
          store.get(routeAtom).view === 'RegisterAccountName'
        if (onRegisterView) {
          navigate(foyer, { type: 'replace', route: { view: 'RegisterAccountNameSuccess' } })
        }
        // The account's names (useAccountNames) include the new one, and its identity (the
        // profile name useAccountProfile shows, otherwise cached for 5 min) is now that name.
        return Promise.all([
          getQueryClient(foyer).invalidateQueries({ queryKey: ['foyer', 'accountNames'] }),
          getQueryClient(foyer).invalidateQueries({ queryKey: ['foyer', 'identity'] }),
        ])
      },
      onError: (error) => store.set(nameRegistrationErrorAtom, error),
    },
    getQueryClient(foyer),
  )
  const { reset: resetMutation } = mutation
  const reset = useCallback(() => {
    store.set(nameRegistrationErrorAtom, null)
    resetMutation()
  }, [store, resetMutation])
  return {
    /** What every name gets appended (`NAME_SUFFIX`, '.reown.id'), for the view to show. */
    suffix: NAME_SUFFIX,
    registerName: mutation.mutate,
    registerNameAsync: mutation.mutateAsync,
    data: mutation.data,
    status: mutation.status === 'idle' && lastError ? ('error' as const) : mutation.status,
    error: mutation.error ?? lastError,
    reset,
  }
}

export type UseRegisterAccountNameReturnType = ReturnType<typeof useRegisterAccountName>
