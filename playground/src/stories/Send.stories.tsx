import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Send, receive and names' }

/** The send form of a wallet connected on the devstack's chain A. */
export const Send: Story = () => <ModalStory wallets={[]} view="WalletSend" connectedOn={31337} />

/** The token picker of the send form. */
export const SelectToken: Story = () => (
  <ModalStory wallets={[]} view="WalletSendSelectToken" connectedOn={31337} />
)

/** The connected address as a QR code, with copy and its networks. */
export const Receive: Story = () => (
  <ModalStory wallets={[]} view="WalletReceive" connectedOn={31337} />
)

/** Choosing a name to register. */
export const RegisterName: Story = () => (
  <ModalStory wallets={[]} view="RegisterAccountName" connectedOn={31337} />
)
