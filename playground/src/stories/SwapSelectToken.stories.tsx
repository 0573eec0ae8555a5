import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'

export default { title: 'Views/SwapSelectToken' }

/** No token to swap on the account's network (the swap API lists none): the empty state. */
export const NoTokens: Story = () => {
  const answers = accountAnswers()
  answers.routes = [
    [/^\/v1\/convert\/tokens$/, { tokens: [] }],
    [/^\/v1\/fungible\/price$/, { fungibles: [] }],
    ...(answers.routes ?? []),
  ]
  return (
    <ApiStory view="SwapSelectToken" answers={answers} options={{ features: { swaps: true } }} />
  )
}
