import { FoyerError, formatAmount, formatUsd } from '@foyer/headless'
import type { UseSendFormReturnType } from '@foyer/headless/react'
import { hint } from './WalletSendView.css.js'

/** The network fee of the send as the form stands: estimating, the amount, or why not. */
export function SendFee({ send }: { send: UseSendFormReturnType }) {
  const { fee, feeCurrency, networkBalanceInUsd } = send
  const balance =
    networkBalanceInUsd === undefined ? '' : ` · network balance ${formatUsd(networkBalanceInUsd)}`
  let text = 'Network fee: enter a token, amount and receiver'
  if (fee.status === 'loading') text = 'Network fee: estimating…'
  else if (fee.status === 'error')
    text = `Network fee unavailable: ${fee.error instanceof FoyerError ? fee.error.shortMessage : 'Unknown error'}`
  else if (fee.data && feeCurrency)
    text = `Network fee: ${formatAmount(fee.data.fee, feeCurrency.decimals, 6)} ${feeCurrency.symbol}`
  return (
    <p className={hint} data-testid="send-fee" data-state={fee.status}>
      {text}
      {balance}
    </p>
  )
}
