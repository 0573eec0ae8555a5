import {
  type Address,
  BaseError,
  type Chain,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { TEST_WALLET_STORAGE_KEYS } from '../config.js'
import { createCallsHandlers } from './eip5792.js'
import {
  disconnected,
  internalError,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './errors.js'
import { createPermissionHandlers, isPermissionsContextRequest } from './permissions.js'
import {
  DEFAULT_POLICY,
  parsePolicy,
  readStoredPolicy,
  type TestWalletDecision,
  type TestWalletPolicy,
} from './policy.js'
import type { TestWalletContext } from './walletContext.js'

/** A chain the test wallet can switch to. */
export type TestWalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** The part of `Storage` the wallet uses (`window.localStorage` in the browser). */
export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A request waiting for a person to approve or reject it (policy decision 'ask'). */
export type PendingRequest = {
  id: number
  method: string
  /** One line saying what approving does. */
  summary: string
  params: unknown
}

/** Shows requests that wait for a person; `respond` answers one of them. */
export type TestWalletUi = {
  render: (
    pending: readonly PendingRequest[],
    respond: (id: number, approved: boolean) => void,
  ) => void
}

export type RequestArguments = { method: string; params?: unknown }
type Listener = (...args: never[]) => void

/** An EIP-1193 provider. */
export type TestWalletProvider = {
  request: (args: RequestArguments) => Promise<unknown>
  on: (event: string, listener: Listener) => TestWalletProvider
  removeListener: (event: string, listener: Listener) => TestWalletProvider
}

/** What a page (`window.foyerTestWallet`) or a test uses to drive the wallet. */
export type TestWalletControls = {
  /** The wallet's account address. */
  readonly address: Address
  /** Sets how gated requests are answered; persisted in storage. Throws on an invalid policy. */
  setPolicy: (policy: TestWalletPolicy) => void
  getPolicy: () => TestWalletPolicy
  /** Forgets the grant, the chosen chain and the policy; rejects pending requests (4001). */
  reset: () => void
  /** Requests waiting for a person (decision 'ask'), oldest first. */
  pending: () => PendingRequest[]
  /** Approves the pending request `id` (default: the oldest). Returns false if none matched. */
  approve: (id?: number) => boolean
  /** Rejects the pending request `id` (default: the oldest) with 4001. */
  reject: (id?: number) => boolean
  /** True once the page was granted the account. */
  isGranted: () => boolean
  /** The current chain id. */
  getChainId: () => number
  /** Simulates losing every chain: emits `disconnect` (4900); requests fail until `connect()`. */
  disconnect: () => void
  /** Ends a simulated disconnection and emits `connect`. */
  connect: () => void
}

export type CreateTestWalletProviderParameters = {
  /** The signing account (anvil account #0 in the browser script). */
  account: LocalAccount
  /** Chains the wallet knows, the first being the default. */
  chains: readonly TestWalletChain[]
  /** Policy when storage holds none. @default { decision: 'ask' } */
  policy?: TestWalletPolicy
  /** Where the grant, chain and policy persist. @default in-memory */
  storage?: TestWalletStorage
  /** Approval panel for decision 'ask'. Without one, asked requests wait for `approve()`. */
  ui?: TestWalletUi
  /** Origin reported in permissions. @default 'http://127.0.0.1' */
  origin?: string
}

export type CreateTestWalletProviderReturnType = {
  provider: TestWalletProvider
  controls: TestWalletControls
}

/** Methods a person must approve. */
export const GATED_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  // ERC-7715's form ({ permissionsContext }); EIP-2255's ({ eth_accounts }) is not asked.
  'wallet_revokePermissions',
])

/** Signing methods a real wallet refuses as unsafe or outdated. */
const UNSUPPORTED_METHODS = new Set([
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTransaction',
])

export function createMemoryStorage(): TestWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

const toHexChainId = (id: number) => numberToHex(id)

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

const isLoopbackUrl = (url: string) => {
  try {
    const { hostname, protocol } = new URL(url)
    if (protocol !== 'http:' && protocol !== 'https:') return false
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
  } catch {
    return false
  }
}

const parseChainIdParam = (value: unknown): number => {
  if (typeof value === 'string' && isHex(value)) return Number(hexToBigInt(value))
  if (typeof value === 'number' && Number.isInteger(value)) return value
  throw invalidParams(`Invalid chainId: ${JSON.stringify(value)}`)
}

const optionalBigInt = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value)) return hexToBigInt(value)
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value)
  throw invalidParams(`Invalid ${field}: ${JSON.stringify(value)}`)
}

const toProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
    const code = (withCode as { code?: number } | null)?.code
    return new ProviderRpcError(typeof code === 'number' ? code : -32603, error.shortMessage)
  }
  return internalError(error instanceof Error ? error.message : String(error))
}

/**
 * The test wallet's EIP-1193 provider, independent of the DOM: the browser script wires it to
 * `window`, `localStorage` and an approval panel; tests use it directly against anvil.
 */
export function createTestWalletProvider(
  parameters: CreateTestWalletProviderParameters,
): CreateTestWalletProviderReturnType {
  const { account, ui, origin = 'http://127.0.0.1' } = parameters
  const storage = parameters.storage ?? createMemoryStorage()
  const defaultPolicy = parameters.policy ?? DEFAULT_POLICY
  const knownChains = [...parameters.chains]
  const firstChain = knownChains[0]
  if (!firstChain) throw new Error('createTestWalletProvider needs at least one chain')

  const read = (key: string) => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key)
      else storage.setItem(key, value)
    } catch {
      // storage unavailable: keep the in-memory state only
    }
  }

  let policy = readStoredPolicy(read(TEST_WALLET_STORAGE_KEYS.policy), defaultPolicy)
  let granted = (() => {
    const value = read(TEST_WALLET_STORAGE_KEYS.granted)
    return value !== null && value !== '' && value !== 'false' && value !== '0'
  })()
  let currentChain = (() => {
    const stored = Number(read(TEST_WALLET_STORAGE_KEYS.chainId))
    return knownChains.find((chain) => chain.id === stored) ?? firstChain
  })()
  let connected = true
  let nextId = 1
  const waiting: Array<PendingRequest & { settle: (approved: boolean) => void }> = []

  // --- events -----------------------------------------------------------------------------
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (...values: unknown[]) => void)(...args)
      } catch (error) {
        console.error(`[foyer-test-wallet] ${event} listener threw`, error)
      }
    }
  }

  // --- approvals ----------------------------------------------------------------------------
  const renderUi = () => ui?.render(pendingList(), respond)
  const pendingList = (): PendingRequest[] =>
    waiting.map(({ id, method, summary, params }) => ({ id, method, summary, params }))
  const respond = (id: number, approved: boolean) => {
    const index = waiting.findIndex((entry) => entry.id === id)
    const entry = waiting[index]
    if (!entry) return false
    waiting.splice(index, 1)
    entry.settle(approved)
    renderUi()
    return true
  }

  const decide = (method: string): TestWalletDecision => policy.methods?.[method] ?? policy.decision

  /** Resolves when the request may proceed; rejects with 4001 when it is refused. */
  const gate = async (method: string, params: unknown, summary: string) => {
    const decision = decide(method)
    if (decision === 'ask') {
      const approved = await new Promise<boolean>((settle) => {
        waiting.push({ id: nextId++, method, summary, params, settle })
        renderUi()
      })
      if (!approved) throw userRejected()
      return
    }
    const delayMs = policy.delayMs ?? 0
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (decision === 'reject') throw userRejected()
  }

  // --- state changes ------------------------------------------------------------------------
  const grant = () => {
    write(TEST_WALLET_STORAGE_KEYS.granted, 'true')
    if (granted) return
    granted = true
    emit('accountsChanged', [account.address])
  }
  const revoke = () => {
    write(TEST_WALLET_STORAGE_KEYS.granted, null)
    if (!granted) return
    granted = false
    emit('accountsChanged', [])
  }
  const switchTo = (chain: TestWalletChain) => {
    write(TEST_WALLET_STORAGE_KEYS.chainId, String(chain.id))
    if (chain.id === currentChain.id) return
    currentChain = chain
    emit('chainChanged', toHexChainId(chain.id))
  }

  const requireGrant = (address?: unknown) => {
    if (!granted) throw unauthorized()
    if (address !== undefined) {
      if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
        throw invalidParams(`Invalid address: ${JSON.stringify(address)}`)
      }
      if (!isAddressEqual(address, account.address)) throw unauthorized()
    }
  }

  const permissions = () =>
    granted
      ? [
          {
            id: 'foyer-test-wallet-eth-accounts',
            parentCapability: 'eth_accounts',
            invoker: origin,
            date: Date.now(),
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  const viemChain = (chain: TestWalletChain): Chain =>
    defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })

  const forward = async (method: string, params: unknown) => {
    let response: Response
    try {
      response = await fetch(currentChain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      })
    } catch (error) {
      throw internalError(`RPC request to ${currentChain.rpcUrl} failed`, String(error))
    }
    const body = (await response.json().catch(() => null)) as {
      result?: unknown
      error?: { code?: number; message?: string; data?: unknown }
    } | null
    if (!body) throw internalError(`RPC ${currentChain.rpcUrl} answered ${response.status}`)
    if (body.error) {
      throw new ProviderRpcError(
        typeof body.error.code === 'number' ? body.error.code : -32603,
        body.error.message ?? 'RPC error',
        body.error.data,
      )
    }
    return body.result ?? null
  }

  const asArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

  // EIP-5792 calls, ERC-7811 assets and ERC-7715 permissions live in their own modules.
  const context: TestWalletContext = {
    account,
    chain: () => currentChain,
    chains: () => knownChains,
    requireGrant,
    gate,
    viemChain,
  }
  const { wallet_grantPermissions, revoke: revokeGranted } = createPermissionHandlers(context)

  // --- methods ------------------------------------------------------------------------------
  const handlers: Record<string, (params: unknown[]) => Promise<unknown>> = {
    ...createCallsHandlers(context),
    wallet_grantPermissions,
    eth_chainId: async () => toHexChainId(currentChain.id),
    net_version: async () => String(currentChain.id),
    eth_accounts: async () => (granted ? [account.address] : []),

    eth_requestAccounts: async (params) => {
      if (granted) return [account.address]
      await gate('eth_requestAccounts', params, `Connect account ${shortAddress(account.address)}`)
      grant()
      return [account.address]
    },

    wallet_requestPermissions: async (params) => {
      const [request] = params
      if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
        throw invalidParams('wallet_requestPermissions supports only { eth_accounts: {} }')
      }
      await gate(
        'wallet_requestPermissions',
        params,
        `Grant account ${shortAddress(account.address)}`,
      )
      grant()
      return permissions()
    },
    wallet_getPermissions: async () => permissions(),
    wallet_revokePermissions: async (params) => {
      if (isPermissionsContextRequest(params)) return revokeGranted(params)
      revoke()
      return null
    },

    wallet_switchEthereumChain: async (params) => {
      const [request] = params
      const id = parseChainIdParam((request as { chainId?: unknown } | undefined)?.chainId)
      const chain = knownChains.find((candidate) => candidate.id === id)
      if (!chain) throw unrecognizedChain(toHexChainId(id))
      if (chain.id === currentChain.id) return null
      await gate('wallet_switchEthereumChain', params, `Switch to ${chain.name} (${chain.id})`)
      switchTo(chain)
      return null
    },

    wallet_addEthereumChain: async (params) => {
      const request = params[0] as
        | {
            chainId?: unknown
            chainName?: unknown
            rpcUrls?: unknown
            nativeCurrency?: TestWalletChain['nativeCurrency']
          }
        | undefined
      const id = parseChainIdParam(request?.chainId)
      if (knownChains.some((chain) => chain.id === id)) return null
      const rpcUrl = Array.isArray(request?.rpcUrls) ? request.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !isLoopbackUrl(rpcUrl)) {
        throw invalidParams('The test wallet only adds chains whose first RPC URL is on loopback')
      }
      const name = typeof request?.chainName === 'string' ? request.chainName : `Chain ${id}`
      await gate('wallet_addEthereumChain', params, `Add network ${name} (${id})`)
      const chain: TestWalletChain = { id, name, rpcUrl }
      if (request?.nativeCurrency) chain.nativeCurrency = request.nativeCurrency
      knownChains.push(chain)
      return null
    },

    wallet_watchAsset: async (params) => {
      await gate('wallet_watchAsset', params, 'Track a token')
      return true
    },

    personal_sign: async (params) => {
      let [data, address] = params
      // Some dapps still send [address, data].
      if (typeof data === 'string' && isAddress(data, { strict: false }) && address !== undefined) {
        if (typeof address === 'string' && !isAddress(address, { strict: false })) {
          ;[data, address] = [address, data]
        }
      }
      if (typeof data !== 'string') throw invalidParams('personal_sign expects [message, address]')
      requireGrant(address)
      const text = isHex(data) ? safeHexToString(data) : data
      await gate('personal_sign', params, `Sign message: ${clip(text, 60)}`)
      return account.signMessage({ message: isHex(data) ? { raw: data } : data })
    },

    eth_signTypedData_v4: async (params) => {
      const [address, raw] = params
      requireGrant(address)
      let typed: TypedDataDefinition
      try {
        typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
      } catch {
        throw invalidParams('eth_signTypedData_v4 expects [address, typedData JSON]')
      }
      if (typeof typed !== 'object' || typed === null || !('primaryType' in typed)) {
        throw invalidParams('eth_signTypedData_v4 typed data needs types, primaryType, message')
      }
      const domainName = (typed.domain as { name?: string } | undefined)?.name
      await gate(
        'eth_signTypedData_v4',
        params,
        `Sign ${String(typed.primaryType)}${domainName ? ` for ${domainName}` : ''}`,
      )
      try {
        return await account.signTypedData(typed)
      } catch (error) {
        throw toProviderError(error)
      }
    },

    eth_sendTransaction: async (params) => {
      const tx = params[0] as Record<string, unknown> | undefined
      if (typeof tx !== 'object' || tx === null) {
        throw invalidParams('eth_sendTransaction expects [transaction]')
      }
      requireGrant(tx.from ?? account.address)
      const to = tx.to as Address | undefined
      if (to !== undefined && to !== null && !isAddress(to, { strict: false })) {
        throw invalidParams(`Invalid to: ${JSON.stringify(to)}`)
      }
      if (tx.chainId !== undefined && parseChainIdParam(tx.chainId) !== currentChain.id) {
        throw invalidParams(`Transaction chainId does not match the wallet's chain`)
      }
      const value = optionalBigInt(tx.value, 'value') ?? 0n
      const data = (tx.data ?? tx.input) as Hex | undefined
      const chain = currentChain
      await gate(
        'eth_sendTransaction',
        params,
        `Send ${formatEther(value)} ${chain.nativeCurrency?.symbol ?? 'ETH'}${
          to ? ` to ${shortAddress(to)}` : ' (contract creation)'
        }${data && data !== '0x' ? ' with data' : ''} on ${chain.name}`,
      )
      const client = createWalletClient({
        account,
        chain: viemChain(chain),
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      })
      const gas = optionalBigInt(tx.gas, 'gas')
      const nonce = optionalBigInt(tx.nonce, 'nonce')
      const gasPrice = optionalBigInt(tx.gasPrice, 'gasPrice')
      const maxFeePerGas = optionalBigInt(tx.maxFeePerGas, 'maxFeePerGas')
      const maxPriorityFeePerGas = optionalBigInt(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
      try {
        const base = {
          to: to ?? null,
          value,
          ...(data ? { data } : {}),
          ...(gas !== undefined ? { gas } : {}),
          ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
        }
        if (gasPrice !== undefined) {
          return await client.sendTransaction({ ...base, gasPrice })
        }
        return await client.sendTransaction({
          ...base,
          ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
          ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
        })
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }

  const request = async (args: RequestArguments): Promise<unknown> => {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw invalidParams('request expects { method: string, params?: unknown[] }')
    }
    const { method, params } = args
    if (!connected) throw disconnected()
    if (UNSUPPORTED_METHODS.has(method)) throw unsupportedMethod(method)
    const handler = handlers[method]
    if (handler) return handler(asArray(params))
    if (method.startsWith('wallet_')) throw unsupportedMethod(method)
    return forward(method, params)
  }

  const provider: TestWalletProvider = {
    request,
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const oldest = () => waiting[0]?.id
  const controls: TestWalletControls = {
    address: account.address,
    setPolicy(next) {
      policy = parsePolicy(next)
      write(TEST_WALLET_STORAGE_KEYS.policy, JSON.stringify(policy))
    },
    getPolicy: () => JSON.parse(JSON.stringify(policy)) as TestWalletPolicy,
    reset() {
      for (const entry of waiting.splice(0)) entry.settle(false)
      renderUi()
      policy = defaultPolicy
      write(TEST_WALLET_STORAGE_KEYS.policy, null)
      revoke()
      switchTo(firstChain)
      write(TEST_WALLET_STORAGE_KEYS.chainId, null)
      knownChains.splice(parameters.chains.length)
      if (!connected) controls.connect()
    },
    pending: pendingList,
    approve(id = oldest()) {
      return id === undefined ? false : respond(id, true)
    },
    reject(id = oldest()) {
      return id === undefined ? false : respond(id, false)
    },
    isGranted: () => granted,
    getChainId: () => currentChain.id,
    disconnect() {
      if (!connected) return
      connected = false
      emit('disconnect', disconnected())
    },
    connect() {
      if (connected) return
      connected = true
      emit('connect', { chainId: toHexChainId(currentChain.id) })
    },
  }

  // EIP-1193: announce that the provider can serve requests.
  queueMicrotask(() => emit('connect', { chainId: toHexChainId(currentChain.id) }))

  return { provider, controls }
}

function safeHexToString(hex: Hex): string {
  try {
    const text = hexToString(hex)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary payloads
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text
  } catch {
    return hex
  }
}

function clip(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > length ? `${line.slice(0, length - 1)}…` : line
}
