import type { Story } from '@ladle/react'
import { hostViews } from '../../demo/src/custom-views/hostViews.js'
import { ModalStory, storyWallets } from './storyFoyer.js'

export default { title: 'Custom views' }

// A host's own Connect, Account and Send views (the /custom-views.html demo page's, written on
// public hooks only) inside Foyer's modal, with the shipped mock wallet: no devstack needed.

/** The host's Connect: installed wallets and the email sign-in. */
export const Connect: Story = () => <ModalStory wallets={storyWallets} embedded views={hostViews} />

/** The host's Account for a wallet connected on the devstack's chain A. */
export const Account: Story = () => (
  <ModalStory wallets={[]} view="Account" connectedOn={31337} views={hostViews} />
)

/** The host's Send form on `useSendForm`. */
export const Send: Story = () => (
  <ModalStory wallets={[]} view="WalletSend" connectedOn={31337} views={hostViews} />
)
