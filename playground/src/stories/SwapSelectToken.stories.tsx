import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'

export default { title: 'Views/SwapSelectToken' }

const chain = 'eip155:31337'
/** The swap API's token list: the account's tokens and some it does not hold. */
const swapTokens = [
  ['Ether', 'ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 18],
  ['Foyer USD', 'FUSD', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6],
  ['Foyer Token', 'FOY', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 18],
  ['Stable Dollar', 'SDOL', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', 6],
  ['Wrapped Bitcoin', 'WBTC', '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', 8],
  [
    'Extraordinarily Long Token Name Incorporated',
    'LONGNAME',
    '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    18,
  ],
].map(([name, symbol, address, decimals]) => ({
  name,
  symbol,
  address: `${chain}:${address}`,
  decimals,
  logoUri: '',
}))

/** The tokens to pick from: the account's own first, by value, then the others. */
export const Tokens: Story = () => {
  const answers = accountAnswers()
  answers.routes = [
    // The devstack's chain A offers swaps.
    [/^\/v1\/supported-chains$/, { http: [chain, 'eip155:31338'], ws: [], swaps: [chain] }],
    [/^\/v1\/convert\/tokens$/, { tokens: swapTokens }],
    [/^\/v1\/fungible\/price$/, { fungibles: [] }],
    ...(answers.routes ?? []),
  ]
  return (
    <ApiStory view="SwapSelectToken" answers={answers} options={{ features: { swaps: true } }} />
  )
}

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
