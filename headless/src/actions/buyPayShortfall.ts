import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { payAtom } from '../store/payAtom.js'
import { navigate } from './navigate.js'
import { updateOnrampForm } from './updateOnrampForm.js'

export type BuyPayShortfallReturnType = boolean
export type BuyPayShortfallErrorType = never

/**
 * While a payment is `insufficient`, sends the visitor to the onramp (OnRampProviders) with the
 * shortfall as its amount; the payment goes on once the balance covers it. Returns whether it
 * did (false when no payment waits for funds).
 */
export function buyPayShortfall(foyer: Foyer): BuyPayShortfallReturnType {
  assertFoyer(foyer)
  const { status, shortfall } = foyer.store.get(payAtom)
  if (status !== 'insufficient' || !shortfall) return false
  updateOnrampForm(foyer, { amount: String(Math.ceil(Number(shortfall))) })
  navigate(foyer, { type: 'push', route: { view: 'OnRampProviders' } })
  return true
}
