import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Views/ConnectSocials' }

// "More" on the Connect view: every social login the host offers. The story plays the embedded
// wallet's frame (nothing answers, no frame is made): the list is the state.

export const AllSocials: Story = () => <ModalStory wallets={[]} view="ConnectSocials" frame={{}} />

export const Mobile: Story = () => <ModalStory wallets={[]} view="ConnectSocials" frame={{}} />
Mobile.meta = { width: 375 }
