// @vitest-environment node
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  parseAbi,
  parseEther,
  parseUnits,
  http as viemHttp,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  DEVSTACK_COLLECTIBLES,
  DEVSTACK_CONTRACTS,
  devstackChainA,
  TEST_ACCOUNTS,
} from '../config.js'
import type { StartDevstackReturnType } from '../index.js'
import { http, startTestDevstack } from '../testing/startTestDevstack.js'
import { poolAbi } from './pools.js'

let devstack: StartDevstackReturnType
let api: string
const me = TEST_ACCOUNTS[4]
const other = TEST_ACCOUNTS[3]
const hashes: Record<string, Hex> = {}

beforeAll(async () => {
  devstack = await startTestDevstack()
  api = devstack.urls.api
  const transport = viemHttp(devstack.urls.chainA)
  const chain = { ...devstackChainA, rpcUrls: { default: { http: [devstack.urls.chainA] } } }
  const publicClient = createPublicClient({ chain, transport })
  const wallet = (key: Hex) =>
    createWalletClient({ account: privateKeyToAccount(key), chain, transport })
  const mine = async (hash: Hex) => {
    await publicClient.waitForTransactionReceipt({ hash })
    return hash
  }
  hashes.native = await mine(
    await wallet(me.privateKey).sendTransaction({ to: other.address, value: parseEther('1.5') }),
  )
  hashes.erc20 = await mine(
    await wallet(me.privateKey).writeContract({
      address: DEVSTACK_CONTRACTS.usdToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [other.address, parseUnits('25', 6)],
    }),
  )
  hashes.nft = await mine(
    await wallet(TEST_ACCOUNTS[1].privateKey).writeContract({
      address: DEVSTACK_COLLECTIBLES.address,
      abi: parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']),
      functionName: 'transferFrom',
      args: [TEST_ACCOUNTS[1].address, me.address, 4n],
    }),
  )
  hashes.swap = await mine(
    await wallet(me.privateKey).writeContract({
      address: DEVSTACK_CONTRACTS.tokenPool,
      abi: poolAbi,
      functionName: 'swapNativeForToken',
      args: [0n, me.address],
      value: parseEther('0.1'),
    }),
  )
}, 60_000)
afterAll(async () => {
  await devstack.stop()
})

describe('GET /v1/account/{address}/history', () => {
  test('default: transfers, NFT transfers, swaps and seeded mints, newest first', async () => {
    const { status, body } = await http(
      `${api}/v1/account/${me.address}/history?chainId=eip155:31337`,
    )
    expect(status).toBe(200)
    expect(body.next).toBeNull()
    const summary = body.data.map(
      (tx: {
        metadata: { operationType: string }
        transfers: Array<{
          direction: string
          quantity: { numeric: string }
          fungible_info?: { symbol: string }
          nft_info?: { name: string }
        }>
      }) => [
        tx.metadata.operationType,
        tx.transfers.map(
          (t) =>
            `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol ?? t.nft_info?.name}`,
        ),
      ],
    )
    expect(summary).toEqual([
      ['trade', ['out 0.1 ETH', expect.stringMatching(/^in \d+\.\d+ FOY$/)]],
      ['receive', ['in 1 Foyer Collectibles #4']],
      ['send', ['out 25 FUSD']],
      ['send', ['out 1.5 ETH']],
      ['mint', ['in 1000 FOY']],
      ['mint', ['in 10000 FUSD']],
    ])
    const [trade, nft, erc20, native] = body.data
    expect(trade.metadata).toMatchObject({
      hash: hashes.swap,
      sentFrom: me.address,
      sentTo: DEVSTACK_CONTRACTS.tokenPool,
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(new Date(trade.metadata.minedAt).getTime()).toBeGreaterThan(Date.now() - 120_000)
    expect(nft.metadata.hash).toBe(hashes.nft)
    expect(nft.transfers[0].nft_info).toMatchObject({
      flags: { is_spam: false },
      content: { preview: { url: `${api}/public/getAssetImage/nft-4` } },
    })
    expect(erc20.transfers[0]).toMatchObject({ value: 25, price: 1 })
    expect(native.transfers[0]).toMatchObject({
      fungible_info: {
        name: 'Ether',
        symbol: 'ETH',
        icon: { url: `${api}/public/getTokenImage/ETH` },
      },
      value: 4500,
    })
  })

  test('behavior: the recipient sees a receive', async () => {
    const { body } = await http(
      `${api}/v1/account/${other.address}/history?chainId=eip155:31337&limit=2`,
    )
    expect(
      body.data.map((tx: { metadata: { operationType: string; hash: Hex } }) => [
        tx.metadata.operationType,
        tx.metadata.hash,
      ]),
    ).toEqual([
      ['receive', hashes.erc20],
      ['receive', hashes.native],
    ])
  })

  test('parameters: cursor paging', async () => {
    const pages: string[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const { body }: { body: { data: Array<{ id: string }>; next: string | null } } = await http(
        `${api}/v1/account/${me.address}/history?chainId=eip155:31337&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      )
      pages.push(body.data.map((tx) => tx.id).join(','))
      cursor = body.next
    }
    expect(pages).toHaveLength(2)
    expect(pages.join(',').split(',')).toHaveLength(6)
    expect(pages[0]!.split(',')[0]).toBe(hashes.swap)
  })

  test('parameters: chainId omitted covers both chains; an empty account has no history', async () => {
    const both = await http(`${api}/v1/account/${me.address}/history`)
    expect(
      both.body.data.filter(
        (tx: { metadata: { chain: string } }) => tx.metadata.chain === 'eip155:31338',
      ),
    ).toHaveLength(2)
    const none = await http(`${api}/v1/account/0x000000000000000000000000000000000000dEaD/history`)
    expect(none.body).toEqual({ data: [], next: null })
  })

  test('error: invalid address or cursor', async () => {
    expect((await http(`${api}/v1/account/nope/history`)).status).toBe(400)
    expect((await http(`${api}/v1/account/${me.address}/history?cursor=x`)).status).toBe(400)
  })
})
