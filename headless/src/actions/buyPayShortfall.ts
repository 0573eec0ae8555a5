import { onrampLimits } from '../rules/onramp.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom } from '../store/onrampAtom.js'
import { payAtom } from '../store/payAtom.js'
import { navigate } from './navigate.js'
import { updateOnrampForm } from './updateOnrampForm.js'

export type BuyPayShortfallReturnType = boolean
export type BuyPayShortfallErrorType = never

/**
 * While a payment is `insufficient`, sends the visitor to the onramp (OnRampProviders) buying
 * the payment's asset, with the shortfall as its amount (whole units, raised to the payment
 * method's minimum); the payment goes on once the balance covers it. Returns whether it did
 * (false when no payment waits for funds).
 */
export function buyPayShortfall(foyer: Foyer): BuyPayShortfallReturnType {
  assertFoyer(foyer)
  const { status, shortfall, request } = foyer.store.get(payAtom)
  if (status !== 'insufficient' || !shortfall || !request) return false
  const { min } = onrampLimits(foyer.store.get(onrampAtom).form)
  const { symbol } = request.asset
  updateOnrampForm(foyer, {
    // The options' currency of that id (matched by id once the options are in).
    purchaseCurrency: { id: symbol, name: symbol, symbol, networks: [] },
    amount: String(Math.max(Math.ceil(Number(shortfall)), Math.ceil(Number(min)))),
  })
  navigate(foyer, { type: 'push', route: { view: 'OnRampProviders' } })
  return true
}
