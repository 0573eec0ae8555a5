/** Operation types that add to the visitor's balance and show a plus sign (SPEC §4). */
export const incomingOperationTypes = ['receive', 'deposit', 'borrow', 'claim'] as const
/** Operation types that take from the visitor's balance and show a minus sign (SPEC §4). */
export const outgoingOperationTypes = ['withdraw', 'repay', 'burn'] as const

/**
 * The sign an activity row shows before its amount (SPEC §4): '+' for receive, deposit, borrow
 * and claim; '−' (U+2212) for withdraw, repay and burn; nothing for any other operation.
 * A plain outgoing transfer ('send', as the blockchain API reports a wallet's outgoing transfer)
 * is in neither of SPEC §4's lists ("receive, deposit, borrow, claim show a plus sign; withdraw,
 * repay, burn show a minus sign"), and SPEC-NOTES adds nothing: it shows no sign.
 */
export function transactionSign(operationType: string | undefined): '+' | '−' | '' {
  if ((incomingOperationTypes as readonly (string | undefined)[]).includes(operationType))
    return '+'
  if ((outgoingOperationTypes as readonly (string | undefined)[]).includes(operationType))
    return '−'
  return ''
}
