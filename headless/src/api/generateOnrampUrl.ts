import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'

/** Body fields of {@link generateOnrampUrl} (defaultExperience is added). */
export type GenerateOnrampUrlParameters = {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  defaultNetwork?: string
  partnerUserId: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

/**
 * The onramp's purchase page for the visitor (SPEC §7 POST `/v1/generators/onrampurl`, with
 * defaultExperience 'buy'). Throws on an HTTP failure.
 */
export async function generateOnrampUrl(
  api: BlockchainApi,
  parameters: GenerateOnrampUrlParameters,
): Promise<string> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    destinationWallets: is.array,
    partnerUserId: is.string,
    defaultNetwork: is.optional(is.string),
    presetCryptoAmount: is.optional(is.number),
    presetFiatAmount: is.optional(is.number),
  })
  const answer = await api.http.post<{ url: string }>({
    path: apiPaths.onrampUrl,
    // Changes server state: each call opens a new purchase session with the onramp (the
    // devstack records a pending purchase), so a blind retry could leave one behind.
    idempotent: false,
    body: { ...parameters, defaultExperience: 'buy' },
  })
  return answer.url
}
