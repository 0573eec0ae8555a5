import type { Story } from '@ladle/react'
import { icon, ModalStory, type StoryWallet, storyWallets } from './storyFoyer.js'
import { directoryApi, storyDirectory } from './support/directory.js'

export default { title: 'Views/Connect' }

/** Ten installed wallets: the list scrolls inside the modal. */
const manyWallets: StoryWallet[] = Array.from({ length: 10 }, (_, index) => ({
  name: `Wallet ${String.fromCharCode(65 + index)}`,
  rdns: `dev.foyer.story.many${index}`,
  icon: icon(
    String.fromCharCode(65 + index),
    ['#1f6f5c', '#4257d6', '#8a3fc2', '#b4541f'][index % 4] ?? '#555',
  ),
}))

export const WithInstalledWallets: Story = () => <ModalStory wallets={storyWallets} />

export const NoWalletInstalled: Story = () => <ModalStory wallets={[]} />

/** The theme fixed to light, whatever the toolbar says (a host's `themeMode: 'light'`). */
export const LightTheme: Story = () => <ModalStory wallets={storyWallets} themeMode="light" />

export const EmailSocialsAndPasskey: Story = () => <ModalStory wallets={[]} embedded />

export const EmailSocialsWithInstalledWallets: Story = () => (
  <ModalStory wallets={storyWallets} embedded />
)

export const ManyWallets: Story = () => <ModalStory wallets={manyWallets} />

/** A wallet whose name is longer than the row: it is cut with an ellipsis, not wrapped. */
export const LongNames: Story = () => (
  <ModalStory
    wallets={[
      {
        name: 'The Extraordinarily Long Named Self-Custodial Multichain Wallet Extension',
        rdns: 'dev.foyer.story.long',
        icon: icon('L', '#8a3fc2'),
      },
      ...storyWallets,
    ]}
  />
)

/**
 * With the provider's wallet directory (recorded answers): the "All Wallets" entry with its
 * count, and the host's featured wallets listed after the installed ones.
 */
export const WithWalletDirectory: Story = () => (
  <ModalStory
    wallets={storyWallets}
    api={directoryApi(storyDirectory(48))}
    options={{ featuredWalletIds: ['story-wallet-002', 'story-wallet-003'] }}
  />
)

/** A phone-width screen: the modal as a bottom sheet, email and socials first. */
export const Mobile: Story = () => <ModalStory wallets={storyWallets} embedded />
Mobile.meta = { width: 375 }
