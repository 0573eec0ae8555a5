import type { Story } from '@ladle/react'
import { PayStory } from './fixtures/PayStory.js'

export default { title: 'Views/Pay' }

/** The balance covers 5 FUSD: the wallet is asked to pay. */
export const BalanceEnough: Story = () => <PayStory behavior="never" />

/** 5000 FUSD asked, 1250.75 held: the shortfall and Buy. */
export const Shortfall: Story = () => <PayStory amount="5000" behavior="never" />

/** Sent: waiting for the receipt. */
export const Paying: Story = () => <PayStory behavior="approve" />

/** Mined: paid, with the transaction. */
export const Paid: Story = () => <PayStory behavior="approve" mined />

/** The wallet failed: the error. */
export const Failed: Story = () => <PayStory behavior="fail" />
