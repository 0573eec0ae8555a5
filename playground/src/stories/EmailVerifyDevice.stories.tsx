import { type Foyer, FrameReplyError } from '@foyer/headless'
import { connectEmail } from '@foyer/headless/embedded'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'
import type { StoryFrame } from './support/storyFrame.js'

export default { title: 'Views/EmailVerifyDevice' }

// The device approval step of an email login, reached as a visitor does: the email submitted
// (`connectEmail`), the story playing the embedded wallet's frame, which asks to approve this
// device and then waits (or fails).

const submitEmail = (foyer: Foyer) =>
  void connectEmail(foyer, { email: 'ada@example.com' }).catch(() => {})

const waiting: StoryFrame = { CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }) }
const failing: StoryFrame = {
  CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
  CONNECT_DEVICE: () => {
    throw new FrameReplyError('The approval link expired')
  },
}

/** "Approve this device": waiting for the visitor to open the link. */
export const Waiting: Story = () => <ModalStory wallets={[]} frame={waiting} after={submitEmail} />

/** The wait failed: the reason and Try again. */
export const Failed: Story = () => <ModalStory wallets={[]} frame={failing} after={submitEmail} />

export const Mobile: Story = () => <ModalStory wallets={[]} frame={waiting} after={submitEmail} />
Mobile.meta = { width: 375 }
