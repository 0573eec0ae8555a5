import { UserRejectedRequestError, WalletRpcError } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { SendStory } from './fixtures/SendStory.js'
import { eth, receiver, usd } from './fixtures/sendFixtures.js'

export default { title: 'Views/WalletSendPreview' }

const form = { token: usd, amount: '1234.567891', receiver }

/** Review send: amount with its USD value, receiver, network and fee; Send. */
export const Ready: Story = () => <SendStory view="WalletSendPreview" form={form} />

/** Sent to the wallet: waiting for the visitor to approve. */
export const Sending: Story = () => (
  <SendStory view="WalletSendPreview" form={form} state={{ status: 'initiated' }} />
)

/** The wallet declined: the message, the form kept, Try again. */
export const Declined: Story = () => (
  <SendStory
    view="WalletSendPreview"
    form={{ token: eth, amount: '0.5', receiver }}
    state={{ status: 'idle', error: new UserRejectedRequestError() }}
  />
)

/** The wallet failed: the message and Try again. */
export const Failed: Story = () => (
  <SendStory
    view="WalletSendPreview"
    form={form}
    state={{ status: 'idle', error: new WalletRpcError(-32603) }}
  />
)

/** The transaction went through: Done. */
export const Success: Story = () => (
  <SendStory view="WalletSendPreview" form={form} state={{ status: 'success' }} />
)
