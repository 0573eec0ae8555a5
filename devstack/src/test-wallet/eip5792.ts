import {
  type Address,
  createClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  numberToHex,
} from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { DEVSTACK_TOKENS } from '../config.js'
import { invalidParams, ProviderRpcError } from '../wallet-base/errors.js'
import { randomId, type TestWalletContext, type WalletChain } from './walletContext.js'

// EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) and ERC-7811
// (wallet_getAssets) for the test wallet. The wallet runs a batch's calls one by one as
// transactions on the chain, so it is not atomic: it reports `atomic: { status: 'unsupported' }`
// and refuses `atomicRequired: true` with 5760, as EIP-5792 asks of such a wallet.

/** Most calls the wallet takes in one batch; more is 5740. */
export const MAX_CALLS_PER_BATCH = 10

/** ERC-7715 permission types the wallet grants (reported under `permissions`). */
export const PERMISSION_TYPES = ['native-token-transfer', 'erc20-token-transfer'] as const

const callsError = {
  unsupportedCapability: (name: string) =>
    new ProviderRpcError(5700, `The wallet does not support the capability "${name}".`),
  unsupportedChain: (chainId: unknown) =>
    new ProviderRpcError(5710, `The wallet does not support chain ${String(chainId)}.`),
  duplicateId: (id: string) => new ProviderRpcError(5720, `A batch with id ${id} already exists.`),
  unknownId: (id: unknown) => new ProviderRpcError(5730, `Unknown batch id ${String(id)}.`),
  tooLarge: (count: number) =>
    new ProviderRpcError(5740, `${count} calls; the wallet takes at most ${MAX_CALLS_PER_BATCH}.`),
  atomicity: () => new ProviderRpcError(5760, 'The wallet does not support atomic execution.'),
}

/** A batch the wallet ran or runs. */
type Batch = {
  chain: WalletChain
  hashes: Hex[]
  /** True once every call was sent or one failed. */
  done: boolean
  /** A call could not be sent (its estimate reverted, the node refused it). */
  failed: boolean
}

type Call = { to?: unknown; data?: unknown; value?: unknown; capabilities?: unknown }

/** Throws 5700 for a capability the request needs (not `optional: true`); the wallet has none. */
function checkCapabilities(capabilities: unknown) {
  if (capabilities === undefined || capabilities === null) return
  if (typeof capabilities !== 'object') throw invalidParams('capabilities must be an object')
  for (const [name, value] of Object.entries(capabilities)) {
    if ((value as { optional?: unknown } | null)?.optional !== true)
      throw callsError.unsupportedCapability(name)
  }
}

const hexValue = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value)) return hexToBigInt(value)
  throw invalidParams(`Invalid ${field}: ${JSON.stringify(value)}`)
}

/** The EIP-5792 and ERC-7811 handlers of the test wallet. */
export function createCallsHandlers(context: TestWalletContext) {
  const batches = new Map<string, Batch>()

  const capabilitiesOf = () => ({
    atomic: { status: 'unsupported' },
    assetDiscovery: { supported: true },
    permissions: { supported: true, permissionTypes: [...PERMISSION_TYPES] },
  })

  /** Sends the calls in order; stops at the first that fails. */
  const run = async (batch: Batch, calls: { to: Address; data?: Hex; value?: bigint }[]) => {
    const client = createWalletClient({
      account: context.account,
      chain: context.viemChain(batch.chain),
      transport: http(batch.chain.rpcUrl, { retryCount: 0 }),
    })
    try {
      for (const call of calls) batch.hashes.push(await client.sendTransaction(call))
    } catch {
      batch.failed = true
    } finally {
      batch.done = true
    }
  }

  return {
    wallet_getCapabilities: async (params: unknown[]) => {
      const [address, chainIds] = params
      context.requireGrant(address)
      if (chainIds !== undefined && !Array.isArray(chainIds))
        throw invalidParams('wallet_getCapabilities expects [address, chainIds?]')
      const wanted = chainIds?.map((id) => hexValue(id, 'chainId'))
      const result: Record<Hex, ReturnType<typeof capabilitiesOf>> = {}
      for (const chain of context.chains()) {
        if (wanted && !wanted.includes(BigInt(chain.id))) continue
        result[numberToHex(chain.id)] = capabilitiesOf()
      }
      return result
    },

    wallet_sendCalls: async (params: unknown[]) => {
      const request = params[0] as Record<string, unknown> | undefined
      if (typeof request !== 'object' || request === null)
        throw invalidParams('wallet_sendCalls expects [{ version, chainId, calls, … }]')
      context.requireGrant(request.from ?? context.account.address)
      const chain = context.chain()
      if (hexValue(request.chainId, 'chainId') !== BigInt(chain.id))
        throw callsError.unsupportedChain(request.chainId)
      const calls = request.calls as Call[] | undefined
      if (!Array.isArray(calls) || calls.length === 0)
        throw invalidParams('wallet_sendCalls needs a non-empty list of calls')
      if (calls.length > MAX_CALLS_PER_BATCH) throw callsError.tooLarge(calls.length)
      if (request.atomicRequired === true) throw callsError.atomicity()
      checkCapabilities(request.capabilities)
      const parsed = calls.map((call, index) => {
        if (typeof call !== 'object' || call === null) throw invalidParams(`calls[${index}]`)
        if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
          throw invalidParams(`Invalid calls[${index}].to: ${JSON.stringify(call.to)}`)
        if (call.data !== undefined && !(typeof call.data === 'string' && isHex(call.data)))
          throw invalidParams(`Invalid calls[${index}].data: ${JSON.stringify(call.data)}`)
        checkCapabilities(call.capabilities)
        const value = hexValue(call.value, `calls[${index}].value`)
        return {
          to: call.to as Address,
          ...(call.data ? { data: call.data as Hex } : {}),
          ...(value !== undefined ? { value } : {}),
        }
      })
      const id = typeof request.id === 'string' && request.id ? request.id : randomId()
      if (batches.has(id)) throw callsError.duplicateId(id)
      await context.gate('wallet_sendCalls', params, `Send ${calls.length} calls on ${chain.name}`)
      const batch: Batch = { chain, hashes: [], done: false, failed: false }
      batches.set(id, batch)
      void run(batch, parsed)
      return { id }
    },

    wallet_getCallsStatus: async (params: unknown[]) => {
      const [id] = params
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) throw callsError.unknownId(id)
      const rpc = createClient({ transport: http(batch.chain.rpcUrl, { retryCount: 0 }) })
      const receipts = await Promise.all(
        batch.hashes.map(
          (hash) =>
            rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<{
              status: Hex
            } | null>,
        ),
      )
      const mined = receipts.filter((receipt) => receipt !== null)
      const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
      const status = (() => {
        if (!batch.done || mined.length < batch.hashes.length) return 100
        if (!batch.failed && succeeded === mined.length) return 200
        if (mined.length === 0) return 400 // nothing reached the chain
        if (succeeded === 0 && !batch.failed) return 500 // every call reverted on chain
        return 600 // some calls took effect, others did not
      })()
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chain.id),
        status,
        atomic: false,
        receipts: mined,
      }
    },

    wallet_getAssets: async (params: unknown[]) => {
      const request = params[0] as { account?: unknown; chainFilter?: unknown } | undefined
      if (typeof request !== 'object' || request === null)
        throw invalidParams('wallet_getAssets expects [{ account, chainFilter? }]')
      context.requireGrant(request.account)
      const filter = Array.isArray(request.chainFilter)
        ? request.chainFilter.map((id) => hexValue(id, 'chainFilter'))
        : undefined
      const chains = context
        .chains()
        .filter((chain) => !filter || filter.includes(BigInt(chain.id)))
      const address = context.account.address
      const entries = await Promise.all(
        chains.map(async (chain) => {
          // A bare client with the two reads it needs: the whole public client would bundle
          // viem's ENS and docs URLs into the browser wallet.
          const client = createClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
          const native = await getBalance(client, { address })
          const tokens = await Promise.all(
            DEVSTACK_TOKENS.map(async (token) => {
              // A chain without the seeded tokens (a bare anvil) simply has none of them.
              const balance = await readContract(client, {
                address: token.address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [address],
              }).catch(() => 0n)
              if (balance === 0n) return []
              const { name, symbol, decimals } = token
              const metadata = { name, symbol, decimals }
              return [
                { address: token.address, balance: numberToHex(balance), type: 'erc20', metadata },
              ]
            }),
          )
          const nativeAsset = {
            address: 'native',
            balance: numberToHex(native),
            type: 'native',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          }
          return [numberToHex(chain.id), [nativeAsset, ...tokens.flat()]] as const
        }),
      )
      return Object.fromEntries(entries)
    },
  }
}
