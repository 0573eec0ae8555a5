import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/index.js'
import { SwapNetworkNotSupportedError } from '../errors/chain.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { BuiltTransaction } from './types.js'

/** Parameters of {@link buildSwapTransaction}. */
export type BuildSwapTransactionParameters = {
  caipNetworkId: string
  amount: string
  /** CAIP-10 address of the token sold. */
  from: string
  /** CAIP-10 address of the token bought. */
  to: string
  userAddress: string
  /** Slippage tolerance in percent. @default 1 ({@link SWAP_SLIPPAGE_TOLERANCE}) */
  slippage?: number
  /** @default false */
  disableEstimate?: boolean
}

/**
 * Builds a swap transaction (SPEC §7 POST `/v1/convert/build-transaction`, body amount,
 * eip155 slippage, projectId, from, to, userAddress, disableEstimate). Throws
 * {@link SwapNetworkNotSupportedError} on an unsupported network, the HTTP error on failure.
 */
export async function buildSwapTransaction(
  api: BlockchainApi,
  parameters: BuildSwapTransactionParameters,
): Promise<BuiltTransaction> {
  assertBlockchainApi(api)
  assertParameters(parameters, {
    caipNetworkId: is.string,
    amount: is.string,
    from: is.string,
    to: is.string,
    userAddress: is.string,
    slippage: is.optional(is.number),
    disableEstimate: is.optional(is.boolean),
  })
  if (!(await api.gate.isSupported(parameters.caipNetworkId)))
    throw new SwapNetworkNotSupportedError()
  const answer = await api.http.post<{ tx: BuiltTransaction }>({
    path: apiPaths.buildSwapTransaction,
    // A read sent as POST: the API only computes the transaction (calldata, value, gas) for
    // the visitor's wallet to sign and send; nothing is placed or reserved on the server.
    idempotent: true,
    body: {
      amount: parameters.amount,
      eip155: { slippage: String(parameters.slippage ?? SWAP_SLIPPAGE_TOLERANCE) },
      projectId: api.projectId,
      from: parameters.from,
      to: parameters.to,
      userAddress: parameters.userAddress,
      disableEstimate: parameters.disableEstimate ?? false,
    },
  })
  return answer.tx
}
