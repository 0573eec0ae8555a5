import type { Story } from '@ladle/react'
import { SendStory } from './fixtures/SendStory.js'

export default { title: 'Views/WalletSendSelectToken' }

/** The account's twelve tokens with balances and USD values, long names among them. */
export const List: Story = () => <SendStory view="WalletSendSelectToken" many />

/** A search that matches one token. */
export const Search: Story = () => <SendStory view="WalletSendSelectToken" many search="stable" />

/** A search that matches nothing: the empty state. */
export const SearchEmpty: Story = () => (
  <SendStory view="WalletSendSelectToken" many search="no such token" />
)
