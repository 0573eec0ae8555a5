import { formatQuantity, formatUsd } from '@foyer/headless'
import type { UseSwapQuoteReturnType } from '@foyer/headless/react'
import { summary, summaryTerm, summaryValue } from '../../components/form.css.js'
import { warning } from '../../components/swap.css.js'

/** Percent as shown: two decimals at most. */
const percent = (value: number) => `${Number(value.toFixed(2))}%`

/**
 * The quote's details: the rate's minimum received at the slippage tolerance, price impact
 * (marked when high), the provider and network fees. Nothing until a quote is there.
 */
export function SwapDetails({ swap }: { swap: UseSwapQuoteReturnType }) {
  const { to, minimumReceived, priceImpact } = swap
  if (!swap.quote || !to) return null
  return (
    <dl className={summary} aria-label="Swap details" data-testid="swap-details">
      <dt className={summaryTerm}>Minimum received</dt>
      <dd className={summaryValue} data-testid="swap-minimum">
        {minimumReceived === undefined ? '' : `${formatQuantity(minimumReceived)} ${to.symbol}`}
      </dd>
      <dt className={summaryTerm}>Slippage</dt>
      <dd className={summaryValue}>{percent(swap.slippage)}</dd>
      <dt className={summaryTerm}>Price impact</dt>
      <dd
        className={`${summaryValue} ${swap.isHighPriceImpact ? warning : ''}`}
        data-testid="swap-price-impact"
        data-high={swap.isHighPriceImpact || undefined}
      >
        {priceImpact === undefined ? 'Unknown' : percent(priceImpact)}
        {swap.isHighPriceImpact ? ' · high' : ''}
      </dd>
      <dt className={summaryTerm}>Provider fee</dt>
      <dd className={summaryValue} data-testid="swap-provider-fee">
        {percent(swap.providerFeePercent ?? 0)}
        {swap.providerFeeInUsd === undefined ? '' : ` (${formatUsd(swap.providerFeeInUsd)})`}
      </dd>
      <dt className={summaryTerm}>Network fee</dt>
      <dd className={summaryValue} data-testid="swap-network-fee">
        {swap.networkFee === undefined ? 'Unknown' : formatQuantity(swap.networkFee)}
        {swap.networkFeeInUsd === undefined ? '' : ` (${formatUsd(swap.networkFeeInUsd)})`}
      </dd>
    </dl>
  )
}
