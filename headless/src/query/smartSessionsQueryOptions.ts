import { getSession } from '../api/getSession.js'
import type { SiwxSessionRecord } from '../api/types.js'
import { activeSmartSessions } from '../rules/smartSessions.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SmartSessionsQueryParameters = {
  /** The connected account, `eip155:<chain>:<address>`: the sessions API's id for it. */
  caipAddress: string | undefined
  /** `features.smartSessions`: off, nothing is asked. */
  enabled: boolean
}

/** A session the account granted a dapp (SPEC §7 `/v1/sessions/{id}`), still in force. */
export type SmartSession = SiwxSessionRecord & {
  /** When it ends, seconds since the epoch; absent when the API gives none. */
  expiry?: number
  /** What it may do, as the API lists it. */
  permissions?: unknown[]
}

/** The cache key of an account's smart sessions: every input the fetcher reads is in it. */
export function smartSessionsQueryKey(caipAddress: string | undefined) {
  assertParameters({ caipAddress }, { caipAddress: is.optional(is.string) })
  return ['foyer', 'smartSessions', caipAddress ?? null] as const
}

/**
 * TanStack Query options for the connected account's smart sessions (SPEC §7 GET
 * `/v1/sessions/{id}`): the ones in force, soonest to end first; a revoked or expired session is
 * left out. Enabled with `features.smartSessions`, a blockchain API and an eip155 account.
 * Throws the API's error on a failure.
 */
export function smartSessionsQueryOptions(foyer: Foyer, parameters: SmartSessionsQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, { caipAddress: is.optional(is.string), enabled: is.boolean })
  const { caipAddress, enabled } = parameters
  return {
    queryKey: smartSessionsQueryKey(caipAddress),
    queryFn: async (): Promise<SmartSession[]> => {
      const { blockchain } = await foyer.loadApi()
      if (!blockchain || !caipAddress) return []
      const { pcis } = await getSession(blockchain, { id: caipAddress })
      return activeSmartSessions(pcis as SmartSession[], Date.now() / 1000)
    },
    enabled: Boolean(
      enabled && foyer.options.services.blockchainApiUrl && caipAddress?.startsWith('eip155:'),
    ),
  }
}
