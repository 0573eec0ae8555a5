import { useCallback } from 'react'
import { buyPayShortfall } from '../actions/buyPayShortfall.js'
import { type PayParameters, pay as payAction } from '../actions/pay.js'
import { resetPay } from '../actions/resetPay.js'
import { isPayRunning } from '../machines/pay.js'
import { payAtom } from '../store/payAtom.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * A host's payment (issue #22) for a bespoke UI, on the pay machine and actions (usable without
 * React: `pay`, `buyPayShortfall`, `resetPay`): the step (`status`), the request, the account's
 * balance of the asset and the `shortfall` when it is short, the hash, the error, and `pay()`
 * (the same typed result as the action).
 */
export function usePay() {
  const foyer = useFoyer()
  const state = useFoyerValue(payAtom)
  return {
    /** idle, connecting, checking, insufficient, sending, confirming, paid, cancelled, failed. */
    status: state.status,
    isRunning: isPayRunning(state),
    request: state.request,
    balance: state.balance,
    shortfall: state.shortfall,
    hash: state.hash,
    error: state.error,
    pay: useCallback((parameters: PayParameters) => payAction(foyer, parameters), [foyer]),
    /** Sends the visitor to the onramp to buy the shortfall (while `insufficient`). */
    buyShortfall: useCallback(() => buyPayShortfall(foyer), [foyer]),
    reset: useCallback(() => resetPay(foyer), [foyer]),
  }
}
export type UsePayReturnType = ReturnType<typeof usePay>
