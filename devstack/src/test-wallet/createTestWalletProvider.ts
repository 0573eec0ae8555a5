import {
  type Address,
  defineChain,
  isAddress,
  isAddressEqual,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { TEST_WALLET_STORAGE_KEYS } from '../config.js'
import type { TestWalletUi } from '../wallet-base/approvals.js'
import {
  disconnected,
  internalError,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unsupportedMethod,
} from '../wallet-base/errors.js'
import type { TestWalletPolicy } from '../wallet-base/policy.js'
import type { TestWalletStorage } from '../wallet-base/storage.js'
import { createWalletState, type PolicyControls } from '../wallet-base/walletState.js'
import { createAccountHandlers } from './accountMethods.js'
import { createChainHandlers } from './chainMethods.js'
import { createCallsHandlers } from './eip5792.js'
import { createSigningHandlers } from './signingMethods.js'
import type { TestWalletChain, TestWalletContext } from './walletContext.js'

export type { TestWalletChain } from './walletContext.js'

export type RequestArguments = { method: string; params?: unknown }
type Listener = (...args: never[]) => void

/** An EIP-1193 provider. */
export type TestWalletProvider = {
  request: (args: RequestArguments) => Promise<unknown>
  on: (event: string, listener: Listener) => TestWalletProvider
  removeListener: (event: string, listener: Listener) => TestWalletProvider
}

/** What a page (`window.foyerTestWallet`) or a test uses to drive the wallet. */
export type TestWalletControls = PolicyControls & {
  /** The wallet's account address. */
  readonly address: Address
  /** Forgets the grant, the chosen chain and the policy; rejects pending requests (4001). */
  reset: () => void
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

const toHexChainId = (id: number) => numberToHex(id)

/**
 * The test wallet's EIP-1193 provider, independent of the DOM: the browser script wires it to
 * `window`, `localStorage` and an approval panel; tests use it directly against anvil.
 */
export function createTestWalletProvider(
  parameters: CreateTestWalletProviderParameters,
): CreateTestWalletProviderReturnType {
  const { account, origin = 'http://127.0.0.1' } = parameters
  const knownChains = [...parameters.chains]
  const firstChain = knownChains[0]
  if (!firstChain) throw new Error('createTestWalletProvider needs at least one chain')

  const state = createWalletState({ ...parameters, keys: TEST_WALLET_STORAGE_KEYS })
  let currentChain = (() => {
    const stored = Number(state.read(TEST_WALLET_STORAGE_KEYS.chainId))
    return knownChains.find((chain) => chain.id === stored) ?? firstChain
  })()
  let connected = true
  let nextRpcId = 1

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

  // --- state changes ------------------------------------------------------------------------
  const context: TestWalletContext = {
    account,
    origin,
    chain: () => currentChain,
    chains: () => knownChains,
    isGranted: state.isGranted,
    grant: () => {
      if (state.setGranted(true)) emit('accountsChanged', [account.address])
    },
    revoke: () => {
      if (state.setGranted(false)) emit('accountsChanged', [])
    },
    switchTo: (chain) => {
      state.write(TEST_WALLET_STORAGE_KEYS.chainId, String(chain.id))
      if (chain.id === currentChain.id) return
      currentChain = chain
      emit('chainChanged', toHexChainId(chain.id))
    },
    addChain: (chain) => {
      knownChains.push(chain)
    },
    requireGrant: (address) => {
      if (!state.isGranted()) throw unauthorized()
      if (address === undefined) return
      if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
        throw invalidParams(`Invalid address: ${JSON.stringify(address)}`)
      }
      if (!isAddressEqual(address, account.address)) throw unauthorized()
    },
    gate: state.gate,
    viemChain: (chain) =>
      defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
  }

  /** Anything the wallet does not answer itself goes to the current chain's node. */
  const forward = async (method: string, params: unknown) => {
    let response: Response
    try {
      response = await fetch(currentChain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextRpcId++, method, params: params ?? [] }),
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

  // EIP-5792 calls and ERC-7811 assets, accounts and ERC-7715 permissions, chains, signing.
  const handlers: Record<string, (params: unknown[]) => Promise<unknown>> = {
    ...createCallsHandlers(context),
    ...createAccountHandlers(context),
    ...createChainHandlers(context),
    ...createSigningHandlers(context),
  }

  const request = async (args: RequestArguments): Promise<unknown> => {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw invalidParams('request expects { method: string, params?: unknown[] }')
    }
    const { method, params } = args
    if (!connected) throw disconnected()
    if (UNSUPPORTED_METHODS.has(method)) throw unsupportedMethod(method)
    const handler = handlers[method]
    if (handler) return handler(Array.isArray(params) ? params : [])
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

  const controls: TestWalletControls = {
    ...state.controls,
    address: account.address,
    reset() {
      state.resetPolicy()
      context.revoke()
      context.switchTo(firstChain)
      state.write(TEST_WALLET_STORAGE_KEYS.chainId, null)
      knownChains.splice(parameters.chains.length)
      if (!connected) controls.connect()
    },
    isGranted: state.isGranted,
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
