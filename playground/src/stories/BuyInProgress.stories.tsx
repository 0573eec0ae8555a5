import { OnrampPurchaseTimeoutError, OnrampWindowBlockedError } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { OnrampStory, url } from './fixtures/onrampFixtures.js'

export default { title: 'Views/BuyInProgress' }

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
