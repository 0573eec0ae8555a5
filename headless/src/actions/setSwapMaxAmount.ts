import type { GasPriceNetworkNotSupportedError } from '../errors/chain.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { scheduleSwapQuote } from './scheduleSwapQuote.js'
import { setSwapMaxAmount as run } from './swapRuntime.js'

/** The amount put in the form; `undefined` with no token to sell. */
export type SetSwapMaxAmountReturnType = string | undefined
export type SetSwapMaxAmountErrorType = GasPriceNetworkNotSupportedError

/**
 * Puts the most the account can sell in the amount: a token's whole balance; of the native
 * coin, the balance less the swap's gas (its quote's gas limit, or a reserve, at the network's
 * gas price), so the swap can pay for itself. A quote follows at once.
 */
export async function setSwapMaxAmount(foyer: Foyer): Promise<SetSwapMaxAmountReturnType> {
  assertFoyer(foyer)
  const amount = await run(foyer)
  scheduleSwapQuote(foyer, 0)
  return amount
}
