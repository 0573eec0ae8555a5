import { type Foyer, FrameReplyError } from '@foyer/headless'
import { connectEmail, verifyEmailOtp } from '@foyer/headless/embedded'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'
import type { StoryFrame } from './support/storyFrame.js'

export default { title: 'Views/EmailVerifyOtp' }

// The one-time code step of an email login, reached as a visitor does: the email submitted on
// the Connect view (`connectEmail`), the story playing the embedded wallet's frame, which asks
// for a code (and refuses a wrong one).

const email = 'ada@example.com'
const frame: StoryFrame = {
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  CONNECT_OTP: () => {
    throw new FrameReplyError('Invalid or expired code')
  },
}

/** Accepts the email and never answers the code: it stays being checked. */
const checking: StoryFrame = { CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) }

const submitEmail = (address: string) => (foyer: Foyer) =>
  void connectEmail(foyer, { email: address }).catch(() => {})

/** The code boxes, the email the code went to, and the resend countdown (30 s). */
export const Entry: Story = () => (
  <ModalStory wallets={[]} frame={frame} after={submitEmail(email)} />
)

/** A wrong code: the frame's reason, the boxes empty again. */
export const WrongCode: Story = () => (
  <ModalStory
    wallets={[]}
    frame={frame}
    after={(foyer) =>
      void connectEmail(foyer, { email })
        .then(() => verifyEmailOtp(foyer, { otp: '123456' }))
        .catch(() => {})
    }
  />
)

/** The code is being checked: the boxes disabled, a spinner. */
export const Verifying: Story = () => (
  <ModalStory
    wallets={[]}
    frame={checking}
    after={(foyer) =>
      void connectEmail(foyer, { email })
        .then(() => verifyEmailOtp(foyer, { otp: '123456' }))
        .catch(() => {})
    }
  />
)

export const LongEmail: Story = () => (
  <ModalStory
    wallets={[]}
    frame={frame}
    after={submitEmail('augusta.ada.king.countess.of.lovelace@analytical-engine.example.com')}
  />
)

export const Mobile: Story = () => (
  <ModalStory wallets={[]} frame={frame} after={submitEmail(email)} />
)
Mobile.meta = { width: 375 }
