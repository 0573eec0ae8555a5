import type { Story } from '@ladle/react'
import { SwitchStory } from './fixtures/SwitchStory.js'

export default { title: 'Views/SwitchNetwork' }

/** A switch from chain A to chain B waiting for the wallet's approval. */
export const Waiting: Story = () => <SwitchStory view="Networks" behavior="never" />
