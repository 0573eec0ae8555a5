import type { Story } from '@ladle/react'
import { form, OnrampStory, quote, usdAmount } from './fixtures/onrampFixtures.js'

export default { title: 'Views/OnRampProviders' }

/** The form, nothing typed yet. */
export const Form: Story = () => (
  <OnrampStory
    view="OnRampProviders"
    state={{ status: 'idle', quote: undefined, form: { ...form, amount: '' } }}
  />
)

/** An amount below the card minimum: the limit's error, no quote. */
export const BelowCardMinimum: Story = () => (
  <OnrampStory
    view="OnRampProviders"
    state={{ status: 'idle', quote: undefined, form: { ...form, amount: '5' } }}
  />
)

/** The quote: what is received, fees, total. */
export const Quoted: Story = () => <OnrampStory view="OnRampProviders" state={{}} />

/** The quote call failed: the placeholder, marked as an estimate. */
export const EstimateQuote: Story = () => (
  <OnrampStory
    view="OnRampProviders"
    state={{
      quote: {
        ...quote,
        coinbaseFee: usdAmount('0'),
        networkFee: usdAmount('0'),
        purchaseAmount: { amount: '50', currency: 'FUSD' },
        quoteId: 'placeholder',
      },
    }}
  />
)
