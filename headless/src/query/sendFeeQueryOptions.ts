import { estimateSendFee } from '../actions/estimateSendFee.js'
import type { SendableToken } from '../machines/send.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SendFeeQueryParameters = {
  /** The network the fee is for (part of the key: a switch asks again). */
  caipNetworkId: string | undefined
  /** The sending account. */
  address: string | undefined
  token: SendableToken | undefined
  /** The receiver's address (a name resolved first). */
  to: string | undefined
  /** In the token's smallest unit. */
  amount: bigint | undefined
}

/** The cache key of a send's fee estimate: every input the fetcher reads is in it. */
export function sendFeeQueryKey(parameters: SendFeeQueryParameters) {
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
    to: is.optional(is.string),
    token: is.optional(is.object),
    amount: is.optional(is.bigint),
  })
  const { caipNetworkId, address, token, to, amount } = parameters
  return [
    'foyer',
    'sendFee',
    caipNetworkId ?? null,
    address ?? null,
    token?.address ?? token?.symbol ?? null,
    to ?? null,
    amount?.toString() ?? null,
  ] as const
}

/**
 * TanStack Query options for the network fee of a send (`estimateSendFee`: gas × gas price
 * through the wallet's node, eip155 only). Enabled once the network is eip155 and token,
 * receiver address and a positive amount are known; not retried (a revert stays a revert).
 */
export function sendFeeQueryOptions(foyer: Foyer, parameters: SendFeeQueryParameters) {
  assertFoyer(foyer)
  assertParameters(parameters, {
    caipNetworkId: is.optional(is.string),
    address: is.optional(is.string),
    to: is.optional(is.string),
    token: is.optional(is.object),
    amount: is.optional(is.bigint),
  })
  const { caipNetworkId, address, token, to, amount } = parameters
  return {
    queryKey: sendFeeQueryKey(parameters),
    queryFn: () => estimateSendFee(foyer, { token: token!, to: to!, amount: amount! }),
    enabled: Boolean(
      caipNetworkId?.startsWith('eip155:') && address && token && to && amount && amount > 0n,
    ),
    retry: false,
  }
}
