import { truncateAddress } from '@foyer/headless'
import { usePay } from '@foyer/headless/react'
import { ErrorText } from '../../components/ErrorText.js'
import { message, summary, summaryTerm, summaryValue } from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, stack } from '../../components/shared.css.js'
import { step as stepStyle, steps as stepsStyle } from './PayView.css.js'

/**
 * A host's payment (issue #22; markup on `usePay`): the recipient, the amount, the wallet's
 * balance, the steps (`data-state` of each: pending, active, done) and the result. A short
 * balance shows the shortfall and Buy (the onramp); paid shows the hash.
 */
export function PayView() {
  const pay = usePay()
  const { request } = pay
  const symbol = request?.asset.symbol ?? ''
  if (!request) {
    return (
      <p className={message} data-state="idle">
        No payment requested.
      </p>
    )
  }
  return (
    <div className={stack} data-state={pay.status}>
      <dl className={summary}>
        <dt className={summaryTerm}>Pay</dt>
        <dd className={summaryValue} data-testid="pay-amount">
          {request.amount} {symbol}
        </dd>
        <dt className={summaryTerm}>To</dt>
        <dd className={summaryValue} data-testid="pay-recipient" title={request.recipient}>
          {truncateAddress(request.recipient)}
        </dd>
        <dt className={summaryTerm}>Your balance</dt>
        <dd className={summaryValue} data-testid="pay-balance">
          {pay.balance === undefined ? '…' : `${pay.balance} ${symbol}`}
        </dd>
      </dl>
      {pay.steps.length > 0 && (
        <ol className={stepsStyle} aria-label="Payment steps">
          {pay.steps.map((step) => (
            <li key={step.id} className={stepStyle} data-state={step.state}>
              {step.label}
            </li>
          ))}
        </ol>
      )}
      {pay.canBuyShortfall && (
        <div className={center}>
          <p className={message} role="alert" data-testid="pay-shortfall">
            Not enough {symbol}: {pay.shortfall} {symbol} missing.
          </p>
          <button type="button" className={accentButton} onClick={pay.buyShortfall}>
            Buy {pay.shortfall} {symbol}
          </button>
        </div>
      )}
      {pay.waitingMessage && <Spinner label={pay.waitingMessage} />}
      {pay.status === 'paid' && (
        <div className={center}>
          <p className={heading} role="status">
            Paid {request.amount} {symbol}
          </p>
          <p className={message} data-testid="pay-hash" title={pay.hash}>
            Transaction {truncateAddress(pay.hash ?? '')}
          </p>
        </div>
      )}
      {pay.status === 'cancelled' && (
        <p className={message} role="status">
          Payment cancelled.
        </p>
      )}
      {pay.status === 'failed' && <ErrorText error={pay.error} testId="pay-error" />}
      {pay.canDismiss && (
        <button
          type="button"
          className={pay.status === 'paid' ? accentButton : button}
          onClick={pay.dismiss}
        >
          {pay.status === 'paid' ? 'Done' : 'Close'}
        </button>
      )}
    </div>
  )
}

export default PayView
