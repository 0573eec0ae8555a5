import { FrameRequestTimeoutError } from '@foyer/headless'
import { socialLoginAtom } from '@foyer/headless/internal'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Views/ConnectingSocial' }

// A social or passkey sign-in under way: the social login flow put straight into each state
// (no sign-in window opens; the story plays the embedded wallet's frame, which never answers).

/** A state of the social login flow (the atom's value). */
type SocialState = typeof socialLoginAtom.init

function SocialStory({ state }: { state: SocialState }) {
  return (
    <ModalStory
      wallets={[]}
      view="ConnectingSocial"
      frame={{}}
      prepare={(foyer) => foyer.store.set(socialLoginAtom, state)}
    />
  )
}

/** The sign-in window is open: "Continue in the popup". */
export const Waiting: Story = () => (
  <SocialStory state={{ status: 'waiting', provider: 'google' }} />
)

/** A passkey sign-in: the passkey's own words. */
export const WaitingPasskey: Story = () => (
  <SocialStory state={{ status: 'waiting', provider: 'passkey' }} />
)

/** Approved: the embedded wallet signs in. */
export const Connecting: Story = () => (
  <SocialStory state={{ status: 'connecting', provider: 'discord' }} />
)

/** The visitor closed the window: "Sign-in cancelled" and Try again. */
export const Cancelled: Story = () => <SocialStory state={{ status: 'rejected', provider: 'x' }} />

/** The sign-in failed: its reason and Try again. */
export const Failed: Story = () => (
  <SocialStory
    state={{ status: 'failed', provider: 'github', error: new FrameRequestTimeoutError() }}
  />
)

export const Mobile: Story = () => <SocialStory state={{ status: 'waiting', provider: 'apple' }} />
Mobile.meta = { width: 375 }
