import { FEE_DECIMALS } from '../constants/index.js'
import { displayMessage } from '../errors/displayMessage.js'
import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { formatAmount } from './formatAmount.js'

/** What a send that did not go through says: declined in the wallet, or why it failed. */
export const sendDeclinedMessage = 'Transaction declined in your wallet. Nothing was sent.'

/**
 * The sentence for a send's error: a refusal in the wallet (code 4001) says nothing was sent;
 * anything else is {@link displayMessage} (the error's own SPEC §8 sentence, or the fallback).
 */
export function sendErrorMessage(error: unknown): string {
  return error instanceof UserRejectedRequestError ? sendDeclinedMessage : displayMessage(error)
}

/**
 * A network fee in words, '0.000021 ETH': the amount in the native currency's smallest unit,
 * {@link FEE_DECIMALS} decimals rounded down, and the currency's symbol. `undefined` while
 * either is unknown.
 */
export function formatFee(
  fee: bigint | undefined,
  currency: { decimals: number; symbol: string } | undefined,
): string | undefined {
  if (fee === undefined || !currency) return undefined
  assertParameter('fee', fee, is.bigint)
  assertParameter('currency', currency, is.shape({ symbol: is.string }))
  return `${formatAmount(fee, currency.decimals, FEE_DECIMALS)} ${currency.symbol}`
}
