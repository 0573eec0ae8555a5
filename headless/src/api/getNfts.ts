import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { Nft } from './types.js'

/** Parameters of {@link getNfts}. */
export type GetNftsParameters = {
  /** The account address. */
  address: string
  /** The network whose NFTs are listed (CAIP-2, sent as `chainId`). */
  caipNetworkId: string
}

/**
 * The NFTs an account holds on a network (`/v1/account/{address}/nfts`; the devstack indexes
 * them from the chain's ERC-721 Transfer events). On an unsupported network: none. Throws on an
 * HTTP failure.
 */
export async function getNfts(api: BlockchainApi, parameters: GetNftsParameters): Promise<Nft[]> {
  assertBlockchainApi(api)
  assertParameters(parameters, { address: is.string, caipNetworkId: is.string })
  if (!(await api.gate.isSupported(parameters.caipNetworkId))) return []
  const answer = await api.http.get<{ data?: Nft[] }>({
    path: apiPaths.nfts(parameters.address),
    query: { chainId: parameters.caipNetworkId },
  })
  return Array.isArray(answer?.data) ? answer.data : []
}
