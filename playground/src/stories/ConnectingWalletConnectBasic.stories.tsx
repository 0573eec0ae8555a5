import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'
import { storyWalletConnect } from './support/walletConnect.js'

export default { title: 'Views/ConnectingWalletConnectBasic' }

// WalletConnect's QR code for any wallet. The shipped mock wallet plays the 'walletConnect'
// connector: it shows a pairing URI (or none yet) and answers as each story says.

const view = 'ConnectingWalletConnectBasic'

/** No pairing URI yet: the QR code's placeholder. */
export const QrLoading: Story = () => (
  <ModalStory wallets={[]} view={view} connectors={[storyWalletConnect({ uri: false })]} />
)

/** The QR code and Copy link, waiting for a phone to scan it. */
export const QrCode: Story = () => (
  <ModalStory wallets={[]} view={view} connectors={[storyWalletConnect({})]} />
)

/** The visitor declined on the phone: 'Connection declined' and Try again. */
export const Declined: Story = () => (
  <ModalStory wallets={[]} view={view} connectors={[storyWalletConnect({ behavior: 'reject' })]} />
)

/** The wallet failed: its reason and Try again. */
export const Failed: Story = () => (
  <ModalStory wallets={[]} view={view} connectors={[storyWalletConnect({ behavior: 'fail' })]} />
)

export const Mobile: Story = () => (
  <ModalStory wallets={[]} view={view} connectors={[storyWalletConnect({})]} />
)
Mobile.meta = { width: 375 }
