import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type {
  EstimateSendFeeParameters,
  EstimateSendFeeReturnType,
} from './estimateSendFeeRuntime.js'

export type {
  EstimateSendFeeErrorType,
  EstimateSendFeeParameters,
  EstimateSendFeeReturnType,
} from './estimateSendFeeRuntime.js'

/**
 * The network fee of a `sendToken` on eip155: `eth_estimateGas` of the native transfer or the
 * ERC-20 `transfer` (encoded with viem's `encodeFunctionData`, loaded on first use), times
 * `eth_gasPrice`, both through the wallet's node. Other namespaces throw `UnsupportedChainError`.
 * Its code loads on first use.
 */
export async function estimateSendFee(
  foyer: Foyer,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { token: is.object, to: is.string, amount: is.bigint })
  return (await import('./estimateSendFeeRuntime.js')).estimateSendFee(foyer, parameters)
}
