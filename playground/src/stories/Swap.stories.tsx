import {
  type Foyer,
  SwapNoRouteError,
  type SwapQuoteDetails,
  type SwapState,
  type SwapTokenOption,
  SwapTransactionRevertedError,
  type View,
} from '@foyer/headless'
import { swapAtom } from '@foyer/headless/internal'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Swap' }

// Fixtures: the swap form of a wallet on the devstack's chain A, put straight into each state of
// the swap machine (no blockchain API: stories show states, not flows).

const chain = 'eip155:31337'
const eth: SwapTokenOption = {
  address: `${chain}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  native: true,
  balance: '2',
  price: 3000,
}
const fusd: SwapTokenOption = {
  address: `${chain}:0x83F695982dE4E24447D48fbF2E38ec81d8572E46`,
  symbol: 'FUSD',
  name: 'Foyer USD',
  decimals: 6,
  native: false,
  balance: '50',
  price: 1,
}

/** A quote of the devstack's ETH ⇄ FUSD pool (about 3000 FUSD per ETH). */
const quote = (fromAmount: bigint, toAmount: bigint, priceImpact = 0.6): SwapQuoteDetails => ({
  fromAmount,
  toAmount,
  priceImpact,
  providerFeePercent: 0.3,
  gasLimit: 120_000n,
  gasPrice: 1_000_000_000n,
})
const ethForUsd = quote(10n ** 18n, 2_972_150_000n)
const usdForEth = quote(30_000_000n, 9_940_000_000_000_000n)

const ethToUsd = { from: eth, to: fusd, amount: '1' }
const usdToEth = { from: fusd, to: eth, amount: '30' }

/** The modal opened on `view` with the swap machine in `state`. */
function SwapStory({ view = 'Swap', state }: { view?: View; state: Omit<SwapState, 'request'> }) {
  const prepare = (foyer: Foyer) => foyer.store.set(swapAtom, { request: 1, ...state })
  return <ModalStory wallets={[]} view={view} connectedOn={31337} prepare={prepare} />
}

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

/** Review Swap, the approval under way in the wallet (step 1 of 2). */
export const Approving: Story = () => (
  <SwapStory
    view="SwapPreview"
    state={{
      status: 'approving',
      form: usdToEth,
      quote: usdForEth,
      step: 'approve',
      approved: true,
    }}
  />
)

/** Review Swap, the approval done and the swap under way (step 2 of 2). */
export const Swapping: Story = () => (
  <SwapStory
    view="SwapPreview"
    state={{ status: 'swapping', form: usdToEth, quote: usdForEth, step: 'swap', approved: true }}
  />
)

/** The swap mined: both steps done, Done. */
export const Success: Story = () => (
  <SwapStory
    view="SwapPreview"
    state={{
      status: 'success',
      form: usdToEth,
      quote: usdForEth,
      step: 'swap',
      approved: true,
      hash: `0x${'ab'.repeat(32)}`,
    }}
  />
)

/** The swap transaction reverted: the failed step, why, Try again. */
export const Failed: Story = () => (
  <SwapStory
    view="SwapPreview"
    state={{
      status: 'failed',
      form: usdToEth,
      quote: usdForEth,
      step: 'swap',
      approved: true,
      error: new SwapTransactionRevertedError(),
    }}
  />
)

/** No quote for the pair: the reason and Try again, no stale amount. */
export const QuoteError: Story = () => (
  <SwapStory state={{ status: 'failed', form: ethToUsd, error: new SwapNoRouteError() }} />
)
