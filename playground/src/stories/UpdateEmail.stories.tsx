import type { Story } from '@ladle/react'
import { EmbeddedStory } from './fixtures/EmbeddedStory.js'

export default { title: 'Views/UpdateEmail' }

/** The current (long) email and the new email field; Save. */
export const Form: Story = () => <EmbeddedStory view="UpdateEmail" />
