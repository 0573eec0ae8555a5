import type { Story } from '@ladle/react'
import { EmbeddedStory } from './fixtures/EmbeddedStory.js'

export default { title: 'Views/UpdateEmailSecondaryOtp' }

/** The first code accepted: the code sent to the new email, waiting for it. */
export const WaitingForCode: Story = () => (
  <EmbeddedStory view="UpdateEmail" newEmail="grace.hopper@example.com" code="123456" />
)
