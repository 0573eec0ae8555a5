import {
  type Address,
  decodeEventLog,
  formatUnits,
  getAddress,
  type Hex,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { DEVSTACK_COLLECTIBLES } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import { publicClientFor } from './chains.js'
import { assetIconUrl, findAsset, type KnownAsset, NATIVE_ASSET } from './tokens.js'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const swapAbi = parseAbi([
  'event Swap(address indexed sender, address indexed to, uint256 nativeIn, uint256 tokenIn, uint256 nativeOut, uint256 tokenOut)',
])

type Movement =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; token: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; token: Address; from: Address; to: Address; tokenId: bigint }

/** One mined transaction, reduced to what account history needs. */
export type IndexedTransaction = {
  hash: Hex
  blockNumber: bigint
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  movements: Movement[]
  swap: boolean
  approvers: Address[]
}

type ChainIndex = {
  nextBlock: bigint
  /** Hash of block `nextBlock - 1`, to notice a restarted chain. */
  lastHash?: Hex
  transactions: IndexedTransaction[]
  syncing?: Promise<void>
}
const indexes = new Map<string, ChainIndex>()

async function indexBlock(
  client: PublicClient,
  number: bigint,
): Promise<{ hash: Hex; transactions: IndexedTransaction[] }> {
  const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
  if (block.transactions.length === 0) return { hash: block.hash, transactions: [] }
  const receipts = (await client.request({
    method: 'eth_getBlockReceipts' as never,
    params: [`0x${number.toString(16)}`] as never,
  })) as Array<{
    transactionHash: Hex
    status: Hex
    logs: Array<{ address: Address; topics: Hex[]; data: Hex }>
  }>
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transactions = block.transactions.map((tx): IndexedTransaction => {
    const receipt = byHash.get(tx.hash)
    const ok = receipt?.status === '0x1'
    const movements: Movement[] = []
    const approvers: Address[] = []
    let swap = false
    const txFrom = getAddress(tx.from)
    const txTo = tx.to ? getAddress(tx.to) : null
    if (ok && tx.value > 0n && txTo) {
      movements.push({ kind: 'native', from: txFrom, to: txTo, amount: tx.value })
    }
    for (const log of ok ? (receipt?.logs ?? []) : []) {
      const [topic0, topic1, topic2, topic3] = log.topics
      if (topic0 === TRANSFER_TOPIC && topic1 && topic2) {
        const from = getAddress(`0x${topic1.slice(26)}`)
        const to = getAddress(`0x${topic2.slice(26)}`)
        if (topic3) {
          movements.push({
            kind: 'erc721',
            token: getAddress(log.address),
            from,
            to,
            tokenId: BigInt(topic3),
          })
        } else {
          movements.push({
            kind: 'erc20',
            token: getAddress(log.address),
            from,
            to,
            amount: BigInt(log.data),
          })
        }
      } else if (topic0 === APPROVAL_TOPIC && topic1) {
        approvers.push(getAddress(`0x${topic1.slice(26)}`))
      } else {
        try {
          const { args } = decodeEventLog({
            abi: swapAbi,
            eventName: 'Swap',
            data: log.data,
            topics: log.topics as [Hex],
          })
          swap = true
          if (args && args.nativeOut > 0n) {
            movements.push({
              kind: 'native',
              from: getAddress(log.address),
              to: args.to,
              amount: args.nativeOut,
            })
          }
        } catch {
          // not a pool swap
        }
      }
    }
    return {
      hash: tx.hash,
      blockNumber: number,
      timestamp: Number(block.timestamp),
      from: txFrom,
      to: txTo,
      nonce: tx.nonce,
      status: ok ? 'confirmed' : 'failed',
      movements,
      swap,
      approvers,
    }
  })
  return { hash: block.hash, transactions }
}

/** Brings the chain's index up to the latest block (one sync at a time per chain). */
export async function syncIndex(chain: DevstackChainInfo): Promise<IndexedTransaction[]> {
  let index = indexes.get(chain.rpcUrl)
  if (!index) {
    index = { nextBlock: 0n, transactions: [] }
    indexes.set(chain.rpcUrl, index)
  }
  const current = index
  while (current.syncing) await current.syncing
  current.syncing = (async () => {
    const client = publicClientFor(chain)
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    if (current.nextBlock > 0n) {
      const last = current.nextBlock - 1n
      const block = last <= latest ? await client.getBlock({ blockNumber: last }) : undefined
      if (block?.hash !== current.lastHash) {
        // The chain was restarted: start over.
        current.nextBlock = 0n
        current.lastHash = undefined
        current.transactions = []
      }
    }
    for (let number = current.nextBlock; number <= latest; number++) {
      const { transactions, hash } = await indexBlock(client, number)
      current.transactions.push(...transactions)
      current.nextBlock = number + 1n
      current.lastHash = hash
    }
  })()
  try {
    await current.syncing
  } finally {
    current.syncing = undefined
  }
  return current.transactions
}

/** A transaction of `/v1/account/{address}/history`. */
export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: Hex
    minedAt: string
    sentFrom: Address
    sentTo: Address | null
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: Array<Record<string, unknown>>
}

const same = (a: Address | null, b: Address) => a !== null && a.toLowerCase() === b.toLowerCase()

/** The transactions that touch `address`, newest first, in the API's shape. */
export function historyFor(
  transactions: readonly IndexedTransaction[],
  address: Address,
  chain: DevstackChainInfo,
  apiUrl: string,
): HistoryTransaction[] {
  const result: HistoryTransaction[] = []
  for (let i = transactions.length - 1; i >= 0; i--) {
    const tx = transactions[i]!
    const mine = tx.movements.filter((m) => same(m.from, address) || same(m.to, address))
    const approved = tx.approvers.some((approver) => same(approver, address))
    if (mine.length === 0 && !same(tx.from, address) && !approved) continue
    const transfers = mine.map((movement) => {
      const direction =
        same(movement.from, address) && same(movement.to, address)
          ? 'self'
          : same(movement.from, address)
            ? 'out'
            : 'in'
      if (movement.kind === 'erc721') {
        const isSeeded = same(movement.token, DEVSTACK_COLLECTIBLES.address)
        const name = `${isSeeded ? DEVSTACK_COLLECTIBLES.name : 'NFT'} #${movement.tokenId}`
        return {
          nft_info: {
            name,
            contract_address: movement.token,
            token_id: movement.tokenId.toString(),
            content: {
              preview: {
                url: `${apiUrl}/public/getAssetImage/nft-${movement.tokenId}`,
                content_type: 'image/svg+xml',
              },
            },
            flags: { is_spam: false },
          },
          direction,
          sender: movement.from,
          recipient: movement.to,
          quantity: { numeric: '1', decimals: '0' },
        }
      }
      const asset: KnownAsset =
        movement.kind === 'native'
          ? NATIVE_ASSET
          : (findAsset(movement.token) ?? {
              address: movement.token,
              name: 'Unknown token',
              symbol: '???',
              decimals: 18,
              priceUsd: 0,
              native: false,
            })
      const numeric = formatUnits(movement.amount, asset.decimals)
      return {
        fungible_info: {
          name: asset.name,
          symbol: asset.symbol,
          icon: { url: assetIconUrl(apiUrl, asset) },
          ...(asset.native ? {} : { address: `eip155:${chain.id}:${asset.address}` }),
        },
        direction,
        sender: movement.from,
        recipient: movement.to,
        quantity: { numeric, decimals: String(asset.decimals) },
        price: asset.priceUsd,
        value: Math.round(Number(numeric) * asset.priceUsd * 100) / 100,
      }
    })
    const directions = new Set(transfers.map((transfer) => transfer.direction))
    const minted = mine.length > 0 && mine.every((m) => m.from === zeroAddress)
    const operationType = tx.swap
      ? 'trade'
      : tx.to === null
        ? 'deploy'
        : minted
          ? 'mint'
          : transfers.length === 0
            ? approved
              ? 'approve'
              : 'execute'
            : directions.size === 1 && directions.has('in')
              ? 'receive'
              : directions.size === 1 && directions.has('out')
                ? 'send'
                : 'execute'
    result.push({
      id: tx.hash,
      metadata: {
        operationType,
        hash: tx.hash,
        minedAt: new Date(tx.timestamp * 1000).toISOString(),
        sentFrom: tx.from,
        sentTo: tx.to,
        status: tx.status,
        nonce: tx.nonce,
        chain: `eip155:${chain.id}`,
      },
      transfers,
    })
  }
  return result
}
