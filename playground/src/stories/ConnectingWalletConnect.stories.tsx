import { type CustomWallet, type Foyer, navigate } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'
import { storyWalletConnect } from './support/walletConnect.js'

export default { title: 'Views/ConnectingWalletConnect' }

// A wallet picked from the directory, connected through WalletConnect: the host lists it as a
// custom wallet (its links; no image URL, so the generated avatar shows), the shipped mock wallet plays the 'walletConnect'
// connector (pairing URI, then its answer).

const phoneOnly: CustomWallet = {
  id: 'story-amber-vault',
  name: 'Amber Vault',
  mobile_link: 'ambervault://',
}
const everywhere: CustomWallet = {
  id: 'story-cobalt-keys',
  name: 'Cobalt Keys',
  mobile_link: 'cobaltkeys://',
  desktop_link: 'cobaltkeys-desktop://',
  webapp_link: 'https://app.cobaltkeys.example',
}
const longName: CustomWallet = {
  id: 'story-long',
  name: 'The Extraordinarily Long Named Self-Custodial Multichain Wallet',
  mobile_link: 'longwallet://',
}

/** Opens the wallet's view from Connect, as picking it in a list does. */
const open = (wallet: CustomWallet) => (foyer: Foyer) =>
  navigate(foyer, {
    type: 'push',
    route: { view: 'ConnectingWalletConnect', data: { walletId: wallet.id } },
  })

function WalletConnectStory({
  wallet = phoneOnly,
  uri = true,
  behavior,
  isMobile = false,
}: {
  wallet?: CustomWallet
  uri?: boolean
  behavior?: 'never' | 'reject' | 'fail'
  isMobile?: boolean
}) {
  return (
    <ModalStory
      wallets={[]}
      connectors={[storyWalletConnect({ uri, ...(behavior ? { behavior } : {}) })]}
      options={{ customWallets: [wallet], isMobile: () => isMobile }}
      after={open(wallet)}
    />
  )
}

/** No pairing URI yet: the QR code's placeholder. */
export const QrLoading: Story = () => <WalletConnectStory uri={false} />

/** Desktop: the QR code to scan with the wallet's phone app, and Copy link. */
export const QrCode: Story = () => <WalletConnectStory />

/** A wallet with a phone, desktop and web app: the platform choice above the QR code. */
export const Platforms: Story = () => <WalletConnectStory wallet={everywhere} />

/** On a phone: no QR code, the wallet's deep link ("Open Amber Vault"). */
export const MobileDeepLink: Story = () => <WalletConnectStory isMobile />
MobileDeepLink.meta = { width: 375 }

/** The visitor declined in the wallet: 'Connection declined' and Try again. */
export const Declined: Story = () => <WalletConnectStory behavior="reject" />

/** The wallet failed: its reason and Try again. */
export const Failed: Story = () => <WalletConnectStory behavior="fail" />

export const LongName: Story = () => <WalletConnectStory wallet={longName} />
