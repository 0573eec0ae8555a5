import type { Story } from '@ladle/react'
import { ModalStory, storyWallets } from './storyFoyer.js'

export default { title: 'Connect' }

export const WithInstalledWallets: Story = () => <ModalStory wallets={storyWallets} />

export const NoWalletInstalled: Story = () => <ModalStory wallets={[]} />

export const LightTheme: Story = () => <ModalStory wallets={storyWallets} themeMode="light" />

export const EmailSocialsAndPasskey: Story = () => <ModalStory wallets={[]} embedded />

export const EmailSocialsWithInstalledWallets: Story = () => (
  <ModalStory wallets={storyWallets} embedded />
)
