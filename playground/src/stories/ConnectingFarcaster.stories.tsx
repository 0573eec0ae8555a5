import { FrameReplyError } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'
import type { StoryFrame } from './support/storyFrame.js'

export default { title: 'Views/ConnectingFarcaster' }

// Farcaster sign-in: the view asks the embedded wallet's frame for the sign-in URL on arrival.
// The story plays the frame (recorded answers; no frame is made, nothing is fetched).

const signInUrl = 'https://farcaster.xyz/~/siwf?channelToken=6a1f0c2e-52b4-4c1e-9d7a-3f0b8e2d41aa'

const waiting: StoryFrame = { GET_FARCASTER_URI: () => ({ url: signInUrl }) }
const failing: StoryFrame = {
  GET_FARCASTER_URI: () => {
    throw new FrameReplyError('Farcaster is not available right now')
  },
}

/** The sign-in URL is on its way. */
export const LoadingUrl: Story = () => (
  <ModalStory wallets={[]} view="ConnectingFarcaster" frame={{}} />
)

/** The QR code to scan with the Farcaster app, the link and Copy link: waiting for approval. */
export const QrCode: Story = () => (
  <ModalStory wallets={[]} view="ConnectingFarcaster" frame={waiting} />
)

/** The frame could not give a sign-in URL: the reason and Try again. */
export const Failed: Story = () => (
  <ModalStory wallets={[]} view="ConnectingFarcaster" frame={failing} />
)

export const Mobile: Story = () => (
  <ModalStory wallets={[]} view="ConnectingFarcaster" frame={waiting} />
)
Mobile.meta = { width: 375 }
