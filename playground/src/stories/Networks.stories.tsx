import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Networks' }

/** The network picker of a wallet connected on the devstack's chain A. */
export const Picker: Story = () => <ModalStory wallets={[]} view="Networks" connectedOn={31337} />

/** A wallet on chain 5, which the host does not list. */
export const UnsupportedChain: Story = () => (
  <ModalStory wallets={[]} view="UnsupportedChain" connectedOn={5} />
)
