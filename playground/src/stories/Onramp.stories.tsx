import {
  constants,
  type Foyer,
  OnrampPurchaseTimeoutError,
  type OnrampState,
  OnrampWindowBlockedError,
} from '@foyer/headless'
import { onrampAtom } from '@foyer/headless/internal'
import { getQueryClient, onrampOptionsQueryKey } from '@foyer/headless/query'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Onramp' }

// Fixtures: the devstack's options (FUSD on chain A, USD with the card and ACH limits) and a
// quote of 50 USD, put in the instance before the modal opens, so each state renders offline.
const fusd = {
  id: 'FUSD',
  name: 'Foyer USD',
  symbol: 'FUSD',
  networks: [
    {
      name: 'foyer-devnet',
      display_name: 'Foyer Devnet',
      chain_id: '31337',
      contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
  ],
}
const usd = {
  id: 'USD',
  payment_method_limits: constants.ONRAMP_DEFAULT_PAYMENT_LIMITS.map((limit) => ({ ...limit })),
}
const usdAmount = (amount: string) => ({ amount, currency: 'USD' })
const quote = {
  coinbaseFee: usdAmount('0.75'),
  networkFee: usdAmount('0.50'),
  paymentSubtotal: usdAmount('48.75'),
  paymentTotal: usdAmount('50.00'),
  purchaseAmount: { amount: '48.750000', currency: 'FUSD' },
  quoteId: 'story',
}
const form = {
  provider: { ...constants.ONRAMP_PROVIDERS[0], supportedChains: ['eip155' as const] },
  purchaseCurrency: fusd,
  paymentCurrency: usd,
  paymentMethod: 'card',
  amount: '50',
}
const url = 'http://127.0.0.1:8787/onramp/purchase/story'

/** A story of the onramp in `state` (merged over a quoted form of 50 USD). */
function OnrampStory({
  view,
  state,
}: {
  view: 'OnRampProviders' | 'BuyInProgress'
  state: Partial<OnrampState>
}) {
  const prepare = (foyer: Foyer) => {
    getQueryClient(foyer).setQueryData(onrampOptionsQueryKey(), {
      purchaseCurrencies: [fusd],
      paymentCurrencies: [usd],
    })
    foyer.store.set(onrampAtom, {
      status: 'ready',
      form,
      request: 1,
      attempt: 1,
      quote,
      ...state,
    })
  }
  return <ModalStory wallets={[]} view={view} connectedOn={31337} prepare={prepare} />
}

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

/** Waiting for the purchase on the provider's page. */
export const Waiting: Story = () => (
  <OnrampStory view="BuyInProgress" state={{ status: 'waiting', url, balanceBefore: '12' }} />
)

/** The browser blocked the provider's window: the error and a link to open it. */
export const WindowBlocked: Story = () => (
  <OnrampStory
    view="BuyInProgress"
    state={{ status: 'waiting', url, balanceBefore: '12', error: new OnrampWindowBlockedError() }}
  />
)

/** The purchase arrived: the new balance. */
export const Success: Story = () => (
  <OnrampStory
    view="BuyInProgress"
    state={{ status: 'success', url, balanceBefore: '12', balanceAfter: '60.75' }}
  />
)

/** No purchase arrived in time: the error and Try again. */
export const Failed: Story = () => (
  <OnrampStory
    view="BuyInProgress"
    state={{ status: 'failed', error: new OnrampPurchaseTimeoutError() }}
  />
)
