import type { Hex, Transport } from 'viem'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'
import type { CreateConnectorFn } from './createConnector.js'
import type { Eip1193Provider } from './eip1193.js'
import { injected } from './injected.js'
import { anvilPrivateKey, createMockSigner, type MockTransaction } from './mockSigner.js'

export type { MockTransaction } from './mockSigner.js'

/**
 * How the mock wallet answers a request that needs the visitor (connect, switch or add a
 * chain, sign a message or typed data, send a transaction):
 * approve, reject (4001), fail (-32603), never answer, or answer after a delay.
 */
export type MockBehavior =
  | 'approve'
  | 'reject'
  | 'fail'
  | 'never'
  | { delayMs: number; outcome?: 'approve' | 'reject' | 'fail' }

/** Parameters of {@link mock}. */
export type MockParameters = {
  /**
   * The wallet's accounts, the active one first. @default the accounts of `privateKeys` (the
   * first anvil test account, 0xf39F…2266)
   */
  accounts?: readonly [string, ...string[]]
  /**
   * The keys the wallet signs with (personal_sign, eth_signTypedData_v4, eth_sendTransaction);
   * an account without a key here cannot sign (4100). @default the first anvil test key
   */
  privateKeys?: readonly Hex[]
  /**
   * Where eth_sendTransaction goes: an RPC URL or a viem transport. The wallet fills nonce, gas
   * and fees from that RPC, signs, sends with eth_sendRawTransaction and returns the node's hash.
   * Without one, it signs the transaction (nonce counted from 0 per account and chain, gas
   * 21000 and fees of 1 gwei unless the request names them) and returns its hash without sending
   * it; `transactions` holds what it signed either way. @default none
   */
  transport?: string | Transport
  /** @default 1 */
  chainId?: number
  /**
   * The chains the wallet knows: switching to another fails with 4902 until
   * `wallet_addEthereumChain` adds it (after the visitor's answer). @default every chain
   */
  chains?: readonly number[]
  /** @default 'approve' */
  behavior?: MockBehavior
  /** Whether this dapp is already authorised, as after an earlier visit. @default false */
  authorized?: boolean
  /** @default 'mock' */
  id?: string
  /** @default 'Mock Wallet' */
  name?: string
  /** @default 'dev.foyer.mock' */
  rdns?: string
  /** @default a small SVG `data:` image */
  imageUrl?: string
  /**
   * A pairing URI the wallet shows through `onDisplayUri` on each connect, before it answers,
   * as WalletConnect does (give the mock id 'walletConnect' to drive the WalletConnect views).
   * A function gets the attempt's number (1, 2, …) for a new URI each time. @default none
   */
  displayUri?: string | ((attempt: number) => string)
}

/** The mock connector, with the controls a test uses to play the wallet's part. */
export type MockConnector = CreateConnectorFn & {
  /** The scriptable EIP-1193 provider behind the connector. */
  readonly provider: Eip1193Provider
  /** Every method requested so far, in order. */
  readonly calls: readonly string[]
  /** Every transaction the wallet signed (and sent, with a `transport`), in order. */
  readonly transactions: readonly MockTransaction[]
  /** How requests that need the visitor are answered from now on. */
  setBehavior(behavior: MockBehavior): void
  /** Changes the wallet's accounts, as a person would in the wallet, and tells the page. */
  setAccounts(accounts: readonly string[]): void
  /** Changes the wallet's chain, as a person would in the wallet, and tells the page. */
  setChainId(chainId: number): void
  /** The wallet ends the connection and tells the page. */
  disconnect(): void
  /** How many listeners the page has on the provider. */
  listenerCount(): number
  /**
   * Announces the wallet through EIP-6963 on `window`, as an extension does (again on each
   * request); returns the function that stops. `uuid` defaults to a fresh one per call.
   */
  announce(parameters?: { uuid?: string }): () => void
}

const defaultIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23777"/%3E%3C/svg%3E'

/** A secp256k1 private key: 32 bytes, hex. */
const privateKey = {
  rule: 'a private key (0x and 64 hex digits)',
  test: (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value),
}

/**
 * What a real wallet throws: an EIP-1193 `ProviderRpcError` (an `Error` with a numeric code).
 * The connector turns it into a Foyer leaf, as it does for any wallet.
 */
function rpcError(code: number, message: string) {
  return Object.assign(new Error(message), { code })
}

/**
 * A scriptable wallet for tests, shipped as `@foyer/headless/testing`: an in-memory EIP-1193
 * provider that approves, rejects, fails, delays or never answers, and emits account, chain and
 * disconnect events on demand, behind the same connector code as a real browser wallet. Pass it
 * in `createFoyer({ connectors: [wallet] })`, or `wallet.announce()` it like an extension.
 */
export function mock(parameters: MockParameters = {}): MockConnector {
  const behavior = is.anyOf(
    is.oneOf(['approve', 'reject', 'fail', 'never']),
    is.shape({
      delayMs: is.nonNegativeNumber,
      outcome: is.optional(is.oneOf(['approve', 'reject', 'fail'])),
    }),
  )
  assertParameters(parameters, {
    accounts: is.optional(is.array),
    privateKeys: is.optional(is.array),
    chainId: is.optional(is.nonNegativeInteger),
    chains: is.optional(is.array),
    behavior: is.optional(behavior),
    authorized: is.optional(is.boolean),
    id: is.optional(is.string),
    name: is.optional(is.string),
    rdns: is.optional(is.string),
    imageUrl: is.optional(is.string),
    displayUri: is.optional(is.anyOf(is.string, is.function)),
    transport: is.optional(is.anyOf(is.url, is.function)),
  })
  for (const [index, key] of (parameters.privateKeys ?? []).entries()) {
    assertParameter(`parameters.privateKeys[${index}]`, key, privateKey)
  }
  for (const [index, account] of (parameters.accounts ?? []).entries()) {
    assertParameter(`parameters.accounts[${index}]`, account, is.string)
  }
  const signer = createMockSigner({
    keys: parameters.privateKeys ?? [anvilPrivateKey],
    transport: parameters.transport,
    rpcError,
  })
  const state = {
    accounts: [...(parameters.accounts ?? signer.addresses)] as string[],
    chainId: parameters.chainId ?? 1,
    behavior: parameters.behavior ?? ('approve' as MockBehavior),
    authorized: parameters.authorized ?? false,
    chains: parameters.chains ? new Set(parameters.chains) : undefined,
  }
  const calls: string[] = []
  const listeners = new Map<string, Set<(...values: unknown[]) => void>>()
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...values)
  }

  /** Waits for the visitor's answer as the current behaviour says. */
  async function answer(): Promise<void> {
    const { behavior } = state
    let outcome: Exclude<MockBehavior, object>
    if (typeof behavior === 'object') {
      await new Promise((resolve) => setTimeout(resolve, behavior.delayMs))
      outcome = behavior.outcome ?? 'approve'
    } else outcome = behavior
    if (outcome === 'never') return new Promise<never>(() => {})
    if (outcome === 'reject') throw rpcError(4001, 'User rejected the request.')
    if (outcome === 'fail') throw rpcError(-32603, 'Internal error')
  }

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push(method)
      switch (method) {
        case 'eth_requestAccounts':
          await answer()
          state.authorized = true
          return [...state.accounts]
        case 'eth_accounts':
          return state.authorized ? [...state.accounts] : []
        case 'eth_chainId':
          return `0x${state.chainId.toString(16)}`
        case 'wallet_revokePermissions': {
          // EIP-2255 (`eth_accounts`) ends the dapp's authorisation; an ERC-7715 revoke (by
          // `permissionsContext`) drops an execution permission, which the mock never grants.
          const [revoked] = Array.isArray(params) ? params : []
          if (typeof revoked !== 'object' || revoked === null || 'eth_accounts' in revoked) {
            state.authorized = false
          }
          return null
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }]
          const id = Number.parseInt(chainId, 16)
          if (state.chains && !state.chains.has(id)) {
            throw rpcError(4902, `Unrecognized chain ID "${chainId}".`)
          }
          await answer()
          state.chainId = id
          emit('chainChanged', chainId)
          return null
        }
        case 'wallet_addEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }]
          await answer()
          state.chains?.add(Number.parseInt(chainId, 16))
          return null
        }
        case 'personal_sign':
        case 'eth_signTypedData_v4':
        case 'eth_sendTransaction':
          return signer.request(state, method, params, answer)
        default:
          throw rpcError(4200, `The mock wallet does not support ${method}.`)
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const identity = {
    id: parameters.id ?? 'mock',
    name: parameters.name ?? 'Mock Wallet',
    rdns: parameters.rdns ?? 'dev.foyer.mock',
    imageUrl: parameters.imageUrl ?? defaultIcon,
  }
  const browserWallet = injected({ provider, ...identity, type: 'INJECTED' })
  const { displayUri } = parameters
  const create: CreateConnectorFn =
    displayUri === undefined
      ? browserWallet
      : (config) => {
          const connector = browserWallet(config)
          let attempts = 0
          return {
            ...connector,
            connect(connectParameters) {
              attempts += 1
              const uri = typeof displayUri === 'function' ? displayUri(attempts) : displayUri
              connectParameters.onDisplayUri?.(uri)
              return connector.connect(connectParameters)
            },
          }
        }

  return Object.assign(create, {
    provider,
    calls,
    transactions: signer.transactions,
    setBehavior(behavior: MockBehavior) {
      state.behavior = behavior
    },
    setAccounts(accounts: readonly string[]) {
      state.accounts = [...accounts]
      emit('accountsChanged', [...accounts])
    },
    setChainId(chainId: number) {
      state.chainId = chainId
      emit('chainChanged', `0x${chainId.toString(16)}`)
    },
    disconnect() {
      state.authorized = false
      emit('disconnect', rpcError(4900, 'The Provider is disconnected from all chains.'))
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    announce({ uuid = crypto.randomUUID() }: { uuid?: string } = {}) {
      const detail = Object.freeze({
        info: {
          uuid,
          name: identity.name,
          rdns: identity.rdns,
          icon: identity.imageUrl,
        },
        provider,
      })
      const send = () =>
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      window.addEventListener('eip6963:requestProvider', send)
      send()
      return () => window.removeEventListener('eip6963:requestProvider', send)
    },
  })
}
