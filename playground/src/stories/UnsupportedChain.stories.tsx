import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'

export default { title: 'Views/UnsupportedChain' }

/** A wallet on chain 5, which the host does not list: the listed networks to switch to. */
export const OtherChain: Story = () => (
  <ApiStory view="UnsupportedChain" connectedOn={5} answers={accountAnswers()} />
)
