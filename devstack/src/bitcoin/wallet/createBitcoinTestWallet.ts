import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsChangeProperties,
} from '@wallet-standard/features'
import { createApprovalQueue } from '../../solana/wallet/approvals.js'
import type {
  PendingRequest,
  TestWalletStorage,
  TestWalletUi,
} from '../../test-wallet/createTestWalletProvider.js'
import { createMemoryStorage } from '../../test-wallet/createTestWalletProvider.js'
import { unauthorized } from '../../test-wallet/errors.js'
import {
  DEFAULT_POLICY,
  parsePolicy,
  readStoredPolicy,
  type TestWalletPolicy,
} from '../../test-wallet/policy.js'
import {
  BITCOIN_TEST_WALLET_NAME,
  BITCOIN_TEST_WALLET_ORDINALS_PATH,
  BITCOIN_TEST_WALLET_PATH,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
  BITCOIN_TEST_WALLET_STORAGE_KEYS as KEYS,
} from '../constants.js'
import { type BitcoinKeyHolder, bitcoinKeyHolder, signBitcoinMessage } from './bitcoinSigning.js'
import { BITCOIN_TEST_WALLET_ICON } from './icon.js'

/** The Wallet Standard feature names of Bitcoin wallets (the Exodus bitcoin-wallet-standard). */
export const BitcoinConnect = 'bitcoin:connect' as const
export const BitcoinSignMessage = 'bitcoin:signMessage' as const

/** What an account is for: receiving and paying, or holding ordinals (inscriptions). */
export type BitcoinPurpose = 'payment' | 'ordinals'

/**
 * A Wallet Standard account of the test wallet, with two fields the standard's account lacks:
 * `purpose` and the BIP-32 derivation `path` (what Foyer's account records carry).
 */
export type BitcoinTestWalletAccount = WalletAccount & {
  readonly purpose: BitcoinPurpose
  readonly path: string
}

export type CreateBitcoinTestWalletParameters = {
  /** @default BITCOIN_TEST_WALLET_NAME ('Foyer Bitcoin Wallet') */
  name?: string
  /** @default a generated SVG */
  icon?: WalletIcon
  /** Policy when storage holds none. @default { decision: 'ask' } */
  policy?: TestWalletPolicy
  /** @default in-memory */
  storage?: TestWalletStorage
  /** Approval panel for decision 'ask'. */
  ui?: TestWalletUi
}

/** What `window.foyerBitcoinTestWallet` (or a test) uses to drive the wallet. */
export type BitcoinTestWalletControls = {
  /** The payment account's address. */
  readonly address: string
  setPolicy: (policy: TestWalletPolicy) => void
  getPolicy: () => TestWalletPolicy
  /** Forgets the grant and stored policy and rejects pending requests. */
  reset: () => void
  pending: () => PendingRequest[]
  approve: (id?: number) => boolean
  reject: (id?: number) => boolean
  isConnected: () => boolean
}

/**
 * A Wallet Standard Bitcoin wallet on testnet, backed by the devstack's fixed test key and
 * driven by a policy: `standard:connect` / `bitcoin:connect` share a payment account (and an
 * ordinals one when asked), `bitcoin:signMessage` signs the legacy "Bitcoin Signed Message"
 * way (65 bytes, BIP-137 P2WPKH header). No Bitcoin node: it sends nothing.
 */
export function createBitcoinTestWallet(parameters: CreateBitcoinTestWalletParameters = {}): {
  wallet: Wallet
  controls: BitcoinTestWalletControls
} {
  const storage = parameters.storage ?? createMemoryStorage()
  const chain = BITCOIN_TESTNET_CAIP_NETWORK_ID
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
  const approvals = createApprovalQueue({ getPolicy: () => policy, ui: parameters.ui })
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()

  const holders: Record<BitcoinPurpose, BitcoinKeyHolder> = {
    payment: bitcoinKeyHolder(BITCOIN_TEST_WALLET_PATH),
    ordinals: bitcoinKeyHolder(BITCOIN_TEST_WALLET_ORDINALS_PATH),
  }
  const accountOf = (purpose: BitcoinPurpose): BitcoinTestWalletAccount =>
    Object.freeze({
      address: holders[purpose].address,
      publicKey: holders[purpose].publicKey,
      chains: [chain],
      features: [BitcoinSignMessage],
      purpose,
      path: holders[purpose].path,
    })
  const all = [accountOf('payment'), accountOf('ordinals')] as const
  const accounts = (purposes: readonly BitcoinPurpose[] = ['payment', 'ordinals']) =>
    granted ? all.filter((account) => purposes.includes(account.purpose)) : []
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const grant = async (silent: boolean, purposes: readonly BitcoinPurpose[]) => {
    if (!granted) {
      if (silent) return []
      await approvals.gate(
        BitcoinConnect,
        { purposes },
        `Connect ${purposes.map((purpose) => `${purpose} ${holders[purpose].address}`).join(', ')}`,
      )
      granted = true
      write(KEYS.granted, 'true')
      emitChange()
    }
    return accounts(purposes)
  }
  const holderFor = (account: WalletAccount | undefined) => {
    const found = Object.values(holders).find((holder) => holder.address === account?.address)
    if (!granted || !found) throw unauthorized()
    return found
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? BITCOIN_TEST_WALLET_NAME,
    icon: parameters.icon ?? BITCOIN_TEST_WALLET_ICON,
    chains: [chain],
    get accounts() {
      return accounts()
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async ({ silent = false } = {}) => ({
          accounts: await grant(silent, ['payment']),
        }),
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
      [BitcoinConnect]: {
        version: '1.0.0',
        connect: async ({ purposes = ['payment'] }: { purposes?: BitcoinPurpose[] } = {}) => ({
          accounts: await grant(false, purposes),
        }),
      },
      [BitcoinSignMessage]: {
        version: '1.0.0',
        signMessage: async (
          ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
        ) => {
          const signers = inputs.map((input) => holderFor(input.account))
          const text = inputs.map((input) => new TextDecoder().decode(input.message)).join(' | ')
          await approvals.gate(BitcoinSignMessage, inputs, `Sign message: ${text}`)
          return inputs.map((input, index) => ({
            signedMessage: input.message,
            signature: signBitcoinMessage(signers[index] as BitcoinKeyHolder, input.message),
          }))
        },
      },
    },
  }

  const controls: BitcoinTestWalletControls = {
    get address() {
      return holders.payment.address
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
      if (changed) emitChange()
    },
    pending: () => approvals.pending(),
    approve: (id) => approvals.respond(true, id),
    reject: (id) => approvals.respond(false, id),
    isConnected: () => granted,
  }
  return { wallet, controls }
}
