import { useCallback } from 'react'
import { buyPayShortfall } from '../actions/buyPayShortfall.js'
import { closeModal } from '../actions/closeModal.js'
import { type PayParameters, pay as payAction } from '../actions/pay.js'
import { resetPay } from '../actions/resetPay.js'
import { isPayRunning, paySteps, payWaitingMessage } from '../machines/pay.js'
import { payAtom } from '../store/payAtom.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * A host's payment (issue #22) for a bespoke UI, on the pay machine and actions (usable without
 * React: `pay`, `buyPayShortfall`, `resetPay`): the step (`status`), the request, the account's
 * balance of the asset and the `shortfall` when it is short, the hash, the error, and `pay()`
 * (the same typed result as the action). `steps` lists a running payment's steps with their
 * states (pending, active, done), `waitingMessage` says what a step waits for (the wallet, the
 * receipt), `canBuyShortfall` whether Buy applies, `canDismiss` whether the payment is over (a
 * Done/Close button), and `dismiss()` forgets it and closes the modal.
 */
export function usePay() {
  const foyer = useFoyer()
  const state = useFoyerValue(payAtom)
  const isRunning = isPayRunning(state)
  return {
    /** idle, connecting, checking, insufficient, sending, confirming, paid, cancelled, failed. */
    status: state.status,
    isRunning,
    /** The steps of a running payment, in order, each pending, active or done (none otherwise). */
    steps: paySteps(state),
    /** 'Waiting for your wallet' while sending, 'Waiting for the receipt' while confirming. */
    waitingMessage: payWaitingMessage(state),
    /** Whether the balance falls short and the onramp can buy the difference (`buyShortfall`). */
    canBuyShortfall: state.status === 'insufficient' && Boolean(state.shortfall),
    /** Whether a requested payment is over (paid, cancelled or failed): `dismiss` applies. */
    canDismiss: state.request !== undefined && !isRunning,
    request: state.request,
    balance: state.balance,
    shortfall: state.shortfall,
    hash: state.hash,
    error: state.error,
    pay: useCallback((parameters: PayParameters) => payAction(foyer, parameters), [foyer]),
    /** Sends the visitor to the onramp to buy the shortfall (while `insufficient`). */
    buyShortfall: useCallback(() => buyPayShortfall(foyer), [foyer]),
    reset: useCallback(() => resetPay(foyer), [foyer]),
    /** Forgets the payment (cancelling one under way) and closes the modal. */
    dismiss: useCallback(() => {
      resetPay(foyer)
      closeModal(foyer)
    }, [foyer]),
  }
}
export type UsePayReturnType = ReturnType<typeof usePay>
