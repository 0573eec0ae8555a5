import { useModal, useOnrampQuote } from '@foyer/headless/react'
import type { FormEvent } from 'react'
import { ErrorText } from '../../components/ErrorText.js'
import {
  amountInput,
  field,
  fieldLabel,
  form,
  hint,
  input,
  summary,
  summaryTerm,
  summaryValue,
} from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, listItem, listItemLabel } from '../../components/shared.css.js'

/** How each payment method reads. */
const methodLabels: Record<string, string> = {
  card: 'Card',
  ach_bank_account: 'Bank transfer (ACH)',
}

/**
 * Buy crypto: the provider (those serving the network, with their fee range), what to buy,
 * how to pay, the fiat amount with the payment method's limits and their typed error, and the
 * quote (fees, total, what you receive; marked as an estimate when the quote call failed).
 * "Buy with …" opens the provider's page in the click and shows BuyInProgress. `data-state` is
 * the purchase's status.
 */
export function OnRampProvidersView() {
  const onramp = useOnrampQuote()
  const { router } = useModal()
  const { quote, limits, provider } = onramp
  const buy = (event: FormEvent) => {
    event.preventDefault()
    void onramp.open()
    router.push('BuyInProgress')
  }
  if (onramp.optionsStatus === 'loading') return <Spinner label="Loading the onramp" />
  return (
    <form className={form} onSubmit={buy} data-state={onramp.status} noValidate>
      <fieldset className={field}>
        <legend className={fieldLabel}>Provider</legend>
        {onramp.providers.map((entry) => (
          <label
            key={entry.name}
            className={listItem}
            data-testid={`onramp-provider-${entry.name}`}
          >
            <input
              type="radio"
              name="foyer-onramp-provider"
              checked={provider?.name === entry.name}
              onChange={() => onramp.setProvider(entry)}
            />
            <span className={listItemLabel}>{entry.label}</span>
            <span className={hint}>Fees {entry.feeRange}</span>
          </label>
        ))}
      </fieldset>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-onramp-currency">
          Buy
        </label>
        <select
          id="foyer-onramp-currency"
          className={input}
          value={onramp.purchaseCurrency?.id ?? ''}
          onChange={(event) => {
            const chosen = onramp.purchaseCurrencies.find((c) => c.id === event.target.value)
            if (chosen) onramp.setPurchaseCurrency(chosen)
          }}
        >
          {onramp.purchaseCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.symbol} · {currency.name}
            </option>
          ))}
        </select>
        {onramp.purchaseCurrencies.length === 0 && (
          <p className={hint} data-testid="onramp-nothing">
            Nothing to buy on this network
          </p>
        )}
      </div>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-onramp-method">
          Pay with
        </label>
        <select
          id="foyer-onramp-method"
          className={input}
          value={onramp.paymentMethod}
          onChange={(event) => onramp.setPaymentMethod(event.target.value)}
        >
          {(onramp.paymentCurrency?.payment_method_limits ?? []).map((limit) => (
            <option key={limit.id} value={limit.id}>
              {methodLabels[limit.id] ?? limit.id}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-onramp-amount">
          Amount ({limits.currency})
        </label>
        <input
          id="foyer-onramp-amount"
          className={amountInput}
          value={onramp.amount}
          onChange={(event) => onramp.setAmount(event.target.value)}
          inputMode="decimal"
          placeholder="0"
          autoComplete="off"
          aria-describedby="foyer-onramp-limits"
          aria-invalid={onramp.amountError !== undefined}
        />
        <p id="foyer-onramp-limits" className={hint} data-testid="onramp-limits">
          {methodLabels[limits.method] ?? limits.method}: {limits.min} to {limits.max}{' '}
          {limits.currency}
        </p>
        <ErrorText error={onramp.amountError} testId="onramp-amount-error" />
      </div>
      {onramp.status === 'quoting' && <Spinner label="Getting a quote" />}
      {quote && (
        <dl className={summary} data-testid="onramp-quote">
          <dt className={summaryTerm}>You receive</dt>
          <dd className={summaryValue} data-testid="onramp-receive">
            {quote.purchaseAmount.amount} {quote.purchaseAmount.currency}
            {onramp.isEstimate && ' '}
            {onramp.isEstimate && (
              <span className={hint} data-testid="onramp-estimate">
                Estimate
              </span>
            )}
          </dd>
          <dt className={summaryTerm}>Provider fee</dt>
          <dd className={summaryValue}>
            {quote.coinbaseFee.amount} {quote.coinbaseFee.currency}
          </dd>
          <dt className={summaryTerm}>Network fee</dt>
          <dd className={summaryValue}>
            {quote.networkFee.amount} {quote.networkFee.currency}
          </dd>
          <dt className={summaryTerm}>Total</dt>
          <dd className={summaryValue} data-testid="onramp-total">
            {quote.paymentTotal.amount} {quote.paymentTotal.currency}
          </dd>
        </dl>
      )}
      <button type="submit" className={accentButton} disabled={onramp.status !== 'ready'}>
        Buy with {provider?.label ?? 'a provider'}
      </button>
    </form>
  )
}

export default OnRampProvidersView
