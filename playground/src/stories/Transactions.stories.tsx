import { type Foyer, getAccount } from '@foyer/headless'
import { activityQueryOptions, getQueryClient } from '@foyer/headless/query'
import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Views/Transactions' }

/** An address on loopback that is never asked: the activity below is in the cache already. */
const blockchainApiUrl = 'http://127.0.0.1:9'
const chain = 'eip155:31337'

const transfer = (symbol: string, numeric: string) => ({
  fungible_info: { name: symbol, symbol },
  quantity: { decimals: '18', numeric },
})

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const transactions = [
  { id: '0x01', type: 'receive', days: 1, symbol: 'ETH', amount: '0.5' },
  { id: '0x02', type: 'send', days: 3, symbol: 'FUSD', amount: '125' },
  { id: '0x03', type: 'withdraw', days: 40, symbol: 'ETH', amount: '1.25' },
  { id: '0x04', type: 'deposit', days: 75, symbol: 'FUSD', amount: '2500' },
].map((item) => ({
  id: item.id,
  metadata: {
    operationType: item.type,
    status: 'confirmed',
    sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    minedAt: daysAgo(item.days),
    chain,
  },
  transfers: [transfer(item.symbol, item.amount)],
}))

/** The account's activity in the cache, as the blockchain API answered it. */
const seed = (data: typeof transactions) => (foyer: Foyer) => {
  const { address } = getAccount(foyer)
  const { queryKey } = activityQueryOptions(foyer, { caipNetworkId: chain, address })
  getQueryClient(foyer).setQueryData(queryKey, {
    pages: [{ data, next: undefined }],
    pageParams: [undefined],
  })
}

const story = (data: typeof transactions) => () => (
  <ModalStory
    wallets={[]}
    view="Transactions"
    connectedOn={31337}
    options={{ services: { blockchainApiUrl } }}
    prepare={seed(data)}
  />
)

export const Success: Story = story(transactions)

export const Empty: Story = story([])

/** Local-first: no blockchain API, so no activity to list. */
export const Unavailable: Story = () => (
  <ModalStory wallets={[]} view="Transactions" connectedOn={31337} />
)
