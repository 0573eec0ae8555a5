import type { OnrampState } from '../machines/onramp.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampQuoteTimerAtom } from '../store/onrampAtom.js'
import { quoteOnramp as run } from './onrampRuntime.js'

/** The onramp's state once the quote answered (or at once when there was nothing to quote). */
export type QuoteOnrampReturnType = OnrampState
/** A failed quote is no error: the placeholder quote, marked as an estimate, takes its place. */
export type QuoteOnrampErrorType = never

/**
 * Quotes the onramp form now (without waiting for the debounce): `quoting`, then `ready` with
 * the quote, or the placeholder (`quoteId` 'placeholder', an estimate) when the API fails
 * (SPEC §7). A form out of the payment method's limits stays `idle`. A pending debounced quote
 * is replaced.
 */
export async function quoteOnramp(foyer: Foyer): Promise<QuoteOnrampReturnType> {
  assertFoyer(foyer)
  clearTimeout(foyer.store.get(onrampQuoteTimerAtom))
  foyer.store.set(onrampQuoteTimerAtom, undefined)
  return run(foyer)
}
