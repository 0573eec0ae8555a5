import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { FungiblePrice } from './types.js'

/** Parameters of {@link getTokenPrices}. */
export type GetTokenPricesParameters = {
  caipNetworkId: string
  /** CAIP-10 token addresses. */
  addresses: readonly string[]
  /** @default 'usd' */
  currency?: string
}

/**
 * Token prices (SPEC §7 POST `/v1/fungible/price`, body currency, addresses, projectId). On an
 * unsupported network: none. Throws on an HTTP failure.
 */
export async function getTokenPrices(
  api: BlockchainApi,
  parameters: GetTokenPricesParameters,
): Promise<FungiblePrice[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    caipNetworkId: is.string,
    addresses: is.array,
    currency: is.optional(is.string),
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return []
  const answer = await api.http.post<{ fungibles?: FungiblePrice[] }>({
    path: apiPaths.fungiblePrice,
    // A read sent as POST (the address list goes in the body): prices change nothing.
    idempotent: true,
    body: {
      currency: parameters.currency ?? 'usd',
      addresses: parameters.addresses,
      projectId: api.projectId,
    },
  })
  return Array.isArray(answer?.fungibles) ? answer.fungibles : []
}
