import type { Story } from '@ladle/react'
import { EmbeddedStory } from './fixtures/EmbeddedStory.js'

export default { title: 'Views/UpdateEmailPrimaryOtp' }

/** After Save with a new email: the code sent to the current email, waiting for it. */
export const WaitingForCode: Story = () => (
  <EmbeddedStory view="UpdateEmail" newEmail="grace.hopper@example.com" />
)
