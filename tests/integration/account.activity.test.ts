// The account view's data through `@foyer/headless/query` against the devstack: activity paged
// and grouped from the devstack's indexer after real transfers on anvil (one sent through the
// connected test wallet with `sendTransaction`), and the local-first token list read from the
// chain through Multicall3 when no blockchain API is configured. Accounts are fresh, funded here
// with anvil's cheat methods, so no other test moves their balances.
import { createTestWalletProvider } from '@foyer/devstack'
import {
  DEVSTACK_API_URL,
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_TOKENS,
  devstackChainA,
} from '@foyer/devstack/config'
import {
  connect,
  createFoyer,
  evmAdapter,
  type Foyer,
  injected,
  mount,
  sendTransaction,
  transactionSign,
} from '@foyer/headless'
import { activityState } from '@foyer/headless/internal'
import {
  activityQueryOptions,
  getQueryClient,
  tokenBalancesQueryOptions,
} from '@foyer/headless/query'
import { formatEther, formatUnits, numberToHex, parseEther } from 'viem'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CHAIN_A, chainA, freshAccount, sendEth, tokenBalanceOf } from './apiHelpers.js'

const sender = freshAccount()
const recipient = freshAccount()
const holder = freshAccount()
const cheat = (method: string, params: unknown[]) =>
  chainA.request({ method, params } as never) as Promise<unknown>

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

beforeAll(async () => {
  await cheat('anvil_setBalance', [sender.address, numberToHex(parseEther('100'))])
  await cheat('anvil_setBalance', [holder.address, numberToHex(parseEther('3.25'))])
  await cheat('anvil_dealERC20', [
    holder.address,
    DEVSTACK_TOKENS[0].address,
    numberToHex(1_234_567n),
  ])
  await cheat('anvil_dealERC20', [
    holder.address,
    DEVSTACK_TOKENS[1].address,
    numberToHex(parseEther('42.5')),
  ])
})

/** An instance on devstack chain A with the blockchain API, connected to the sender's wallet. */
async function connectedFoyer(): Promise<Foyer> {
  const wallet = createTestWalletProvider({
    account: sender,
    chains: [
      { id: devstackChainA.id, name: devstackChainA.name, rpcUrl: DEVSTACK_CHAIN_A_RPC_URL },
    ],
    policy: { decision: 'approve' },
  })
  const foyer = createFoyer({
    projectId: 'account-activity',
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    connectors: [
      injected({ provider: wallet.provider, rdns: 'dev.foyer.node-wallet', name: 'Node' }),
    ],
    enableEIP6963: false,
    services: { blockchainApiUrl: DEVSTACK_API_URL },
  })
  stops.push(mount(foyer))
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
  return foyer
}

describe('activity: activityQueryOptions on the devstack indexer', () => {
  test('behavior: a real transfer shows under this month, pages follow the cursor', async () => {
    const foyer = await connectedFoyer()
    const sent = activityQueryOptions(foyer, { caipNetworkId: CHAIN_A, address: sender.address })
    // Cached before the send: the transfer must refresh it.
    await getQueryClient(foyer).fetchInfiniteQuery(sent)
    const hash = await sendTransaction(foyer, { to: recipient.address, value: parseEther('0.001') })
    expect(getQueryClient(foyer).getQueryState(sent.queryKey)?.isInvalidated).toBe(true)
    // The wallet answers with the hash when it sent; the indexer lists the transfer once it is
    // mined, so wait for the receipt, then read again until the indexer has it.
    await chainA.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    const newest = async () =>
      (await getQueryClient(foyer).fetchInfiniteQuery({ ...sent, staleTime: 0 })).pages[0]?.data[0]
    await expect.poll(async () => (await newest())?.id, { timeout: 10_000 }).toBe(hash)
    const first = await newest()
    expect(first?.metadata.operationType).toBe('send')
    expect(transactionSign(first?.metadata.operationType)).toBe('')

    // 21 more, so the recipient's list takes two pages of the devstack's 20.
    for (let index = 0; index < 21; index++) {
      await sendEth(sender, recipient.address, parseEther('0.0001'))
    }
    const received = activityQueryOptions(foyer, {
      caipNetworkId: CHAIN_A,
      address: recipient.address,
    })
    const one = await getQueryClient(foyer).fetchInfiniteQuery(received)
    expect(one.pages).toHaveLength(1)
    expect(one.pages[0]?.data).toHaveLength(20)
    expect(one.pages[0]?.next).toBe('20')
    const two = await getQueryClient(foyer).fetchInfiniteQuery({
      ...received,
      pages: 2,
      staleTime: 0,
    })
    expect(two.pages.map((page) => page.data.length)).toEqual([20, 2])
    expect(two.pages[1]?.next).toBeUndefined()
    const state = activityState({ pages: two.pages, error: null, isFetching: false })
    expect(state).toMatchObject({ status: 'success', empty: false, next: undefined })
    const now = new Date()
    expect(state.transactionsByYear[0]?.year).toBe(now.getFullYear())
    const month = state.transactionsByYear[0]?.months[0]
    expect(month?.month).toBe(now.getMonth())
    expect(month?.transactions).toHaveLength(22)
    expect(month?.transactions.at(-1)?.id).toBe(hash)
    for (const transaction of month?.transactions ?? []) {
      expect(transaction.metadata.operationType).toBe('receive')
      expect(transactionSign(transaction.metadata.operationType)).toBe('+')
    }
  })
})

describe('tokens: local-first read through Multicall3', () => {
  test('behavior: the native balance and the host-listed tokens, named on chain', async () => {
    const [fusd, foy] = DEVSTACK_TOKENS
    const foyer = createFoyer({
      projectId: 'account-tokens',
      networks: [devstackChainA],
      adapters: [evmAdapter()],
      tokens: { [CHAIN_A]: [fusd.address, foy.address] },
      enableEIP6963: false,
    })
    const options = tokenBalancesQueryOptions(foyer, {
      caipNetworkId: CHAIN_A,
      address: holder.address,
    })
    expect(options.enabled).toBe(true)
    const balances = await getQueryClient(foyer).fetchQuery(options)
    expect(balances).toEqual([
      {
        name: devstackChainA.nativeCurrency.name,
        symbol: devstackChainA.nativeCurrency.symbol,
        chainId: CHAIN_A,
        quantity: {
          decimals: '18',
          numeric: formatEther(await chainA.getBalance({ address: holder.address })),
        },
        iconUrl: '',
      },
      {
        name: fusd.name,
        symbol: fusd.symbol,
        chainId: CHAIN_A,
        address: fusd.address,
        quantity: {
          decimals: String(fusd.decimals),
          numeric: formatUnits(await tokenBalanceOf(fusd.address, holder.address), fusd.decimals),
        },
        iconUrl: '',
      },
      {
        name: foy.name,
        symbol: foy.symbol,
        chainId: CHAIN_A,
        address: foy.address,
        quantity: { decimals: '18', numeric: '42.5' },
        iconUrl: '',
      },
    ])
    expect(balances[1]?.quantity.numeric).toBe('1.234567')
  })
})
