import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'

export default { title: 'Views/RegisterAccountNameSuccess' }

/** The registered name (a long one) and Done. */
export const Registered: Story = () => (
  <ApiStory
    view="RegisterAccountNameSuccess"
    answers={accountAnswers({ name: 'ada-lovelace-analytical-engine.reown.id' })}
  />
)
