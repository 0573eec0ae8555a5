import { displayMessage, formatUsd } from '@foyer/headless'
import type { UseSendFormReturnType } from '@foyer/headless/react'
import { hint } from '../../components/form.css.js'

/** The network fee of the send as the form stands: estimating, the amount, or why not. */
export function SendFee({ send }: { send: UseSendFormReturnType }) {
  const { fee, feeFormatted, networkBalanceInUsd } = send
  const balance =
    networkBalanceInUsd === undefined ? '' : ` · network balance ${formatUsd(networkBalanceInUsd)}`
  let text = 'Network fee: enter a token, amount and receiver'
  if (fee.status === 'loading') text = 'Network fee: estimating…'
  else if (fee.status === 'error') text = `Network fee unavailable: ${displayMessage(fee.error)}`
  else if (feeFormatted) text = `Network fee: ${feeFormatted}`
  return (
    <p className={hint} data-testid="send-fee" data-state={fee.status}>
      {text}
      {balance}
    </p>
  )
}
