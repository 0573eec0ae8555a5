import { SwapTransactionRevertedError } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { SwapStory, usdForEth, usdToEth } from './fixtures/swapFixtures.js'

export default { title: 'Views/SwapPreview' }

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
