import { useModal, useOnrampQuote } from '@foyer/headless/react'
import { ErrorText } from '../../components/ErrorText.js'
import { message } from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, stack } from '../../components/shared.css.js'

/**
 * The purchase under way on the provider's page (`data-state`: opening, waiting, success,
 * failed): waiting with a link to the page (the way back when the browser blocked the window)
 * and Cancel; success with the purchased asset's new balance; failure with Retry.
 */
export function BuyInProgressView() {
  const onramp = useOnrampQuote()
  const { goBack } = useModal()
  const label = onramp.provider?.label ?? 'the provider'
  const symbol = onramp.purchaseCurrency?.symbol ?? ''
  const back = () => {
    onramp.cancel()
    goBack()
  }
  return (
    <div className={stack} data-state={onramp.status}>
      {(onramp.status === 'opening' || onramp.status === 'waiting') && (
        <div className={center}>
          <Spinner label={`Waiting for the ${label} purchase`} />
          <p className={message}>Complete your purchase in the {label} window.</p>
          <ErrorText error={onramp.error} testId="onramp-error" />
          {onramp.url && (
            <a href={onramp.url} target="_blank" rel="noopener noreferrer" className={button}>
              Open {label}
            </a>
          )}
          <button type="button" className={button} onClick={back}>
            Cancel
          </button>
        </div>
      )}
      {onramp.status === 'success' && (
        <div className={center}>
          <h2 className={heading}>Purchase complete</h2>
          <p className={message} data-testid="onramp-balance">
            New balance: {onramp.balanceAfter} {symbol}
          </p>
          <button
            type="button"
            className={accentButton}
            onClick={() => {
              onramp.reset()
              goBack()
            }}
          >
            Done
          </button>
        </div>
      )}
      {onramp.status === 'failed' && (
        <div className={center}>
          <ErrorText error={onramp.error} testId="onramp-error" />
          <button type="button" className={accentButton} onClick={() => void onramp.open()}>
            Try again
          </button>
          <button type="button" className={button} onClick={goBack}>
            Back
          </button>
        </div>
      )}
      {(onramp.status === 'ready' || onramp.status === 'idle' || onramp.status === 'quoting') && (
        <button type="button" className={button} onClick={goBack}>
          Back
        </button>
      )}
    </div>
  )
}

export default BuyInProgressView
