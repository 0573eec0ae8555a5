import type { Story } from '@ladle/react'
import { ModalStory, storyWallets } from './storyFoyer.js'

// The Connect view under host options (the per-view stories are under Views/Connect).
export default { title: 'Options/Connect' }

const links = {
  termsConditionsUrl: 'http://127.0.0.1:61000/terms',
  privacyPolicyUrl: 'http://127.0.0.1:61000/privacy',
}

/** `legalCheckbox`: everything waits for the checkbox. */
export const LegalCheckbox: Story = () => (
  <ModalStory
    wallets={storyWallets}
    embedded
    options={{ ...links, features: { legalCheckbox: true } }}
  />
)

/** Legal links without the checkbox: a notice under the wallets. */
export const LegalNotice: Story = () => <ModalStory wallets={storyWallets} options={links} />

/** `collapseWallets`: one "Continue with a wallet" entry beside email and socials. */
export const CollapsedWallets: Story = () => (
  <ModalStory wallets={storyWallets} embedded options={{ features: { collapseWallets: true } }} />
)

/** `features.branding: false`: no "UX by Foyer" line. */
export const NoBranding: Story = () => (
  <ModalStory wallets={storyWallets} options={{ features: { branding: false } }} />
)
