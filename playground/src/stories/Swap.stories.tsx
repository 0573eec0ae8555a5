import { SwapNoRouteError } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { ethForUsd, ethToUsd, quote, SwapStory, usdToEth } from './fixtures/swapFixtures.js'

export default { title: 'Views/Swap' }

/** Asking the pools for a price: the amount typed, the bought side waiting. */
export const LoadingQuote: Story = () => <SwapStory state={{ status: 'quoting', form: ethToUsd }} />

/** A quote for the form: minimum received, price impact, fees; Swap. */
export const Ready: Story = () => (
  <SwapStory state={{ status: 'ready', form: ethToUsd, quote: ethForUsd }} />
)

/** A trade large for the pool: the price impact is marked. */
export const HighPriceImpact: Story = () => (
  <SwapStory
    state={{
      status: 'ready',
      form: { ...ethToUsd, amount: '1.9' },
      quote: quote(19n * 10n ** 17n, 5_110_000_000n, 12.4),
    }}
  />
)

/** More than the balance: the button says so. */
export const InsufficientBalance: Story = () => (
  <SwapStory
    state={{
      status: 'ready',
      form: { ...usdToEth, amount: '80' },
      quote: quote(80_000_000n, 26_400_000_000_000_000n),
    }}
  />
)

/** No quote for the pair: the reason and Try again, no stale amount. */
export const QuoteError: Story = () => (
  <SwapStory state={{ status: 'failed', form: ethToUsd, error: new SwapNoRouteError() }} />
)
