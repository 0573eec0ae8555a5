import { SwapNetworkNotSupportedError } from '../errors/chain.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { BuiltTransaction } from './types.js'

/** Parameters of {@link buildApproveTransaction}. */
export type BuildApproveTransactionParameters = {
  caipNetworkId: string
  userAddress: string
  /** CAIP-10 address of the token to approve. */
  from: string
  /** CAIP-10 address of the token bought. */
  to: string
}

/**
 * Builds the approval a swap needs (SPEC §7 `/v1/convert/build-approve`). Throws
 * {@link SwapNetworkNotSupportedError} on an unsupported network, the HTTP error on failure.
 */
export async function buildApproveTransaction(
  api: BlockchainApi,
  parameters: BuildApproveTransactionParameters,
): Promise<BuiltTransaction> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    caipNetworkId: is.string,
    userAddress: is.string,
    from: is.string,
    to: is.string,
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId)))
    throw new SwapNetworkNotSupportedError()
  const answer = await api.http.get<{ tx: BuiltTransaction }>({
    path: apiPaths.buildApproveTransaction,
    query: { userAddress: parameters.userAddress, from: parameters.from, to: parameters.to },
  })
  return answer.tx
}
