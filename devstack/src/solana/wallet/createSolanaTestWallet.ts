import { getBase58Encoder } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsChangeProperties,
} from '@wallet-standard/features'
import type {
  PendingRequest,
  TestWalletStorage,
  TestWalletUi,
} from '../../test-wallet/createTestWalletProvider.js'
import { createMemoryStorage } from '../../test-wallet/createTestWalletProvider.js'
import { ProviderRpcError, unauthorized } from '../../test-wallet/errors.js'
import {
  DEFAULT_POLICY,
  parsePolicy,
  readStoredPolicy,
  type TestWalletPolicy,
} from '../../test-wallet/policy.js'
import {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_RPC_URL,
  type DevstackSolanaAccount,
  SOLANA_TEST_WALLET_STORAGE_KEYS as KEYS,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_WALLET_NAME,
} from '../constants.js'
import { createApprovalQueue } from './approvals.js'
import { SOLANA_TEST_WALLET_ICON } from './icon.js'
import {
  type SolanaKeyHolder,
  sendWireTransaction,
  signMessageBytes,
  signWireTransaction,
  solanaKeyHolder,
} from './solanaSigning.js'

export type CreateSolanaTestWalletParameters = {
  /** @default SOLANA_TEST_WALLET_NAME ('Foyer Solana Wallet') */
  name?: string
  /** @default a generated SVG */
  icon?: WalletIcon
  /** Where signAndSendTransaction sends. @default DEVSTACK_SOLANA_RPC_URL */
  rpcUrl?: string
  /** The accounts it can switch between, the first active. @default SOLANA_TEST_ACCOUNTS */
  accounts?: readonly DevstackSolanaAccount[]
  /** Policy when storage holds none. @default { decision: 'ask' } */
  policy?: TestWalletPolicy
  /** @default in-memory */
  storage?: TestWalletStorage
  /** Approval panel for decision 'ask'. */
  ui?: TestWalletUi
}

/** What `window.foyerSolanaTestWallet` (or a test) uses to drive the wallet. */
export type SolanaTestWalletControls = {
  /** The active account's address. */
  readonly address: string
  setPolicy: (policy: TestWalletPolicy) => void
  getPolicy: () => TestWalletPolicy
  /** Forgets the grant and stored policy, rejects pending requests, back to account #0. */
  reset: () => void
  pending: () => PendingRequest[]
  approve: (id?: number) => boolean
  reject: (id?: number) => boolean
  isConnected: () => boolean
  /** Switches to `accounts[index]` and emits `change` with the new accounts (when connected). */
  setAccount: (index: number) => void
}

/** A Wallet Standard Solana wallet backed by the devstack's seeded keys, driven by a policy. */
export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters = {}): {
  wallet: Wallet
  controls: SolanaTestWalletControls
} {
  const { rpcUrl = DEVSTACK_SOLANA_RPC_URL, ui } = parameters
  const storage = parameters.storage ?? createMemoryStorage()
  const holders = (parameters.accounts ?? SOLANA_TEST_ACCOUNTS).map(solanaKeyHolder)
  const chain = DEVSTACK_SOLANA_CAIP_NETWORK_ID
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key)
      else storage.setItem(key, value)
    } catch {
      // storage unavailable: in-memory state only
    }
  }
  const read = (key: string) => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }

  let policy = readStoredPolicy(read(KEYS.policy), parameters.policy ?? DEFAULT_POLICY)
  let granted = read(KEYS.granted) === 'true'
  let active = 0
  const approvals = createApprovalQueue({ getPolicy: () => policy, ui })
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()

  const features = [SolanaSignAndSendTransaction, SolanaSignTransaction, SolanaSignMessage] as const
  const accountObjects = holders.map((holder) =>
    Object.freeze({
      address: holder.address,
      publicKey: holder.publicKey,
      chains: [chain],
      features,
    }),
  ) as readonly WalletAccount[]
  const holder = (): SolanaKeyHolder => holders[active] ?? (holders[0] as SolanaKeyHolder)
  const accounts = (): readonly WalletAccount[] => {
    const account = accountObjects[active]
    return granted && account ? [account] : []
  }
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  /** The active account, if `account` is it and the page is connected. */
  const signerFor = (account: WalletAccount | undefined, inputChain?: string) => {
    if (!granted || account?.address !== holder().address) throw unauthorized()
    if (inputChain !== undefined && inputChain !== chain) {
      throw new ProviderRpcError(
        -32602,
        `Unsupported chain ${inputChain}; this wallet is on ${chain}.`,
      )
    }
    return holder()
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? SOLANA_TEST_WALLET_NAME,
    icon: parameters.icon ?? SOLANA_TEST_WALLET_ICON,
    chains: [chain],
    get accounts() {
      return accounts()
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async ({ silent = false } = {}) => {
          if (!granted) {
            if (silent) return { accounts: [] }
            await approvals.gate(StandardConnect, { silent }, `Connect ${holder().address}`)
            granted = true
            write(KEYS.granted, 'true')
            emitChange()
          }
          return { accounts: accounts() }
        },
      },
      [StandardDisconnect]: {
        version: '1.0.0',
        disconnect: async () => {
          write(KEYS.granted, null)
          if (!granted) return
          granted = false
          emitChange()
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event: string, listener: (properties: StandardEventsChangeProperties) => void) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      [SolanaSignMessage]: {
        version: '1.1.0',
        signMessage: async (
          ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
        ) => {
          const signers = inputs.map((input) => signerFor(input.account))
          const text = inputs.map((input) => new TextDecoder().decode(input.message)).join(' | ')
          await approvals.gate(SolanaSignMessage, inputs, `Sign message: ${text}`)
          return Promise.all(
            inputs.map(async (input, index) => ({
              signedMessage: input.message,
              signature: await signMessageBytes(signers[index] as SolanaKeyHolder, input.message),
              signatureType: 'ed25519' as const,
            })),
          )
        },
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (
          ...inputs: readonly { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) => {
          const signers = inputs.map((input) => signerFor(input.account, input.chain))
          await approvals.gate(
            SolanaSignTransaction,
            inputs,
            `Sign ${inputs.length} transaction(s)`,
          )
          return Promise.all(
            inputs.map(async (input, index) => ({
              signedTransaction: await signWireTransaction(
                signers[index] as SolanaKeyHolder,
                input.transaction,
              ),
            })),
          )
        },
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: readonly {
            account: WalletAccount
            transaction: Uint8Array
            chain: string
            options?: { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number }
          }[]
        ) => {
          const signers = inputs.map((input) => signerFor(input.account, input.chain))
          await approvals.gate(
            SolanaSignAndSendTransaction,
            inputs,
            `Sign and send ${inputs.length} transaction(s) to ${rpcUrl}`,
          )
          const outputs: { signature: Uint8Array }[] = []
          for (const [index, input] of inputs.entries()) {
            const wire = await signWireTransaction(
              signers[index] as SolanaKeyHolder,
              input.transaction,
            )
            const signature = await sendWireTransaction(rpcUrl, wire, {
              ...(input.options?.skipPreflight === undefined
                ? {}
                : { skipPreflight: input.options.skipPreflight }),
              ...(input.options?.preflightCommitment
                ? { preflightCommitment: input.options.preflightCommitment }
                : {}),
              ...(input.options?.maxRetries === undefined
                ? {}
                : { maxRetries: input.options.maxRetries }),
            })
            outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
          }
          return outputs
        },
      },
    },
  }

  const controls: SolanaTestWalletControls = {
    get address() {
      return holder().address
    },
    setPolicy: (next) => {
      policy = parsePolicy(next)
      write(KEYS.policy, JSON.stringify(policy))
    },
    getPolicy: () => policy,
    reset: () => {
      approvals.rejectAll()
      policy = parameters.policy ?? DEFAULT_POLICY
      write(KEYS.policy, null)
      write(KEYS.granted, null)
      const changed = granted
      granted = false
      active = 0
      if (changed) emitChange()
    },
    pending: () => approvals.pending(),
    approve: (id) => approvals.respond(true, id),
    reject: (id) => approvals.respond(false, id),
    isConnected: () => granted,
    setAccount: (index) => {
      if (!holders[index]) throw new RangeError(`No Solana test account #${index}`)
      if (index === active) return
      active = index
      if (granted) emitChange()
    },
  }
  return { wallet, controls }
}
