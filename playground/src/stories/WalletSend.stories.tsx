import type { Story } from '@ladle/react'
import { SendStory } from './fixtures/SendStory.js'
import { eth, receiver, usd } from './fixtures/sendFixtures.js'

export default { title: 'Views/WalletSend' }

/** Nothing chosen yet: Select token, an empty amount and receiver. */
export const Empty: Story = () => <SendStory view="WalletSend" />

/** A receiver pasted truncated, not an address: the message, Review send disabled. */
export const InvalidAddress: Story = () => (
  <SendStory view="WalletSend" form={{ token: eth, amount: '0.5', receiver: '0x7099…79C8' }} />
)

/** More than the balance: Insufficient balance. */
export const InsufficientBalance: Story = () => (
  <SendStory view="WalletSend" form={{ token: eth, amount: '12.75', receiver }} />
)

/** A valid form: token, a large amount with its USD value, receiver, fee; Review send. */
export const Filled: Story = () => (
  <SendStory view="WalletSend" form={{ token: usd, amount: '1234.567891', receiver }} />
)

/** The filled form at a phone's width. */
export const Mobile: Story = () => (
  <SendStory view="WalletSend" form={{ token: eth, amount: '0.25', receiver }} />
)
Mobile.meta = { width: 375 }
