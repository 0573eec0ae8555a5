import { type Foyer, selectWallet } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { icon, ModalStory, type StoryWallet } from './storyFoyer.js'

export default { title: 'Views/ConnectingExternal' }

// A browser wallet picked on the Connect view: the shipped mock wallet, announced through
// EIP-6963, answers the connection request as each story says (never, declines, fails).

const wallet = (behavior: StoryWallet['behavior'], name = 'Foyer Test Wallet'): StoryWallet[] => [
  { name, rdns: 'dev.foyer.story.external', icon: icon('F', '#1f6f5c'), behavior },
]

/** Picks the announced wallet (an announced wallet's id is its rdns), as a click on its row does. */
function pick(foyer: Foyer) {
  void selectWallet(foyer, { connectorId: 'dev.foyer.story.external' }).catch(() => {})
}

/** The request waits in the wallet: "Continue in …" and Cancel. */
export const Waiting: Story = () => <ModalStory wallets={wallet('never')} after={pick} />

/** The visitor declined in the wallet (4001): the reason and Try again (which asks again). */
export const Declined: Story = () => <ModalStory wallets={wallet('reject')} after={pick} />

/** The wallet failed: its error and Try again. */
export const Failed: Story = () => <ModalStory wallets={wallet('fail')} after={pick} />

/** A wallet name longer than the header: cut, the text below wraps. */
export const LongName: Story = () => (
  <ModalStory
    wallets={wallet('never', 'The Extraordinarily Long Named Self-Custodial Multichain Wallet')}
    after={pick}
  />
)

export const Mobile: Story = () => <ModalStory wallets={wallet('never')} after={pick} />
Mobile.meta = { width: 375 }
