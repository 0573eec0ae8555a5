import type { Story } from '@ladle/react'
import { ModalStory, storyWallets } from './storyFoyer.js'

export default { title: 'Views/WhatIsAWallet' }

export const Default: Story = () => <ModalStory wallets={storyWallets} view="WhatIsAWallet" />

export const Light: Story = () => (
  <ModalStory wallets={storyWallets} view="WhatIsAWallet" themeMode="light" />
)
