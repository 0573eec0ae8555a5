import { useMutation, useQuery } from '@tanstack/react-query'
import { revokeSmartSession } from '../actions/revokeSmartSession.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { type SmartSession, smartSessionsQueryOptions } from '../query/smartSessionsQueryOptions.js'
import { activeAccountAtom, featuresAtom } from '../store/atoms.js'
import { getQueryClient } from '../store/getQueryClient.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * The connected account's smart sessions (`features.smartSessions`, SPEC §7 sessions API): the
 * ones in force, soonest to end first, and `revoke(pci)`, which has the wallet sign the session's
 * id and the API revoke it, then reads the list again. `isEnabled` is false with the feature
 * off, without a blockchain API or an eip155 account: nothing is asked then. `revoking` is the
 * `pci` being revoked; `revokeError` the last refusal (the wallet's or the API's) until the next
 * attempt.
 */
export function useSmartSessions() {
  const foyer = useFoyer()
  const { smartSessions } = useFoyerValue(featuresAtom)
  const { caipAddress } = useFoyerValue(activeAccountAtom)
  const options = smartSessionsQueryOptions(foyer, { caipAddress, enabled: smartSessions })
  const query = useQuery(options, getQueryClient(foyer))
  const revocation = useMutation<void, FoyerError, string>(
    {
      mutationFn: (pci) => revokeSmartSession(foyer, { pci }),
      onSuccess: () => getQueryClient(foyer).invalidateQueries({ queryKey: options.queryKey }),
    },
    getQueryClient(foyer),
  )
  return {
    isEnabled: options.enabled,
    sessions: query.data ?? ([] as SmartSession[]),
    isLoading: options.enabled && query.isPending,
    error: query.error,
    refetch: query.refetch,
    /** Revokes the session `pci`; settles when the list has been read again, rejects on a refusal. */
    revoke: (pci: string) => revocation.mutateAsync(pci),
    revoking: revocation.isPending ? revocation.variables : undefined,
    revokeError: revocation.error,
  }
}

export type UseSmartSessionsReturnType = ReturnType<typeof useSmartSessions>
