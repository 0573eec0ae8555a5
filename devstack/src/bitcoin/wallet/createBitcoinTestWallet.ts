import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { TestWalletUi } from '../../wallet-base/approvals.js'
import { unauthorized } from '../../wallet-base/errors.js'
import type { TestWalletPolicy } from '../../wallet-base/policy.js'
import {
  createStandardWalletBase,
  type StandardWalletControls,
  signMessageFeature,
} from '../../wallet-base/standardWallet.js'
import type { TestWalletStorage } from '../../wallet-base/storage.js'
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
export type BitcoinTestWalletControls = StandardWalletControls & {
  /** The payment account's address. */
  readonly address: string
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
  const chain = BITCOIN_TESTNET_CAIP_NETWORK_ID
  const base = createStandardWalletBase({ ...parameters, keys: KEYS, accounts: () => accounts() })
  const { state } = base

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
    state.isGranted() ? all.filter((account) => purposes.includes(account.purpose)) : []
  const grant = async (silent: boolean, purposes: readonly BitcoinPurpose[]) => {
    const summary = `Connect ${purposes.map((purpose) => `${purpose} ${holders[purpose].address}`).join(', ')}`
    const granted = await base.grant(silent, {
      method: BitcoinConnect,
      params: { purposes },
      summary,
    })
    return granted ? accounts(purposes) : []
  }
  const holderFor = (account: WalletAccount | undefined) => {
    const found = Object.values(holders).find((holder) => holder.address === account?.address)
    if (!state.isGranted() || !found) throw unauthorized()
    return found
  }

  const wallet = base.wallet({
    name: parameters.name ?? BITCOIN_TEST_WALLET_NAME,
    icon: parameters.icon ?? BITCOIN_TEST_WALLET_ICON,
    chains: [chain],
    connect: async ({ silent = false } = {}) => ({ accounts: await grant(silent, ['payment']) }),
    features: {
      [BitcoinConnect]: {
        version: '1.0.0',
        connect: async ({ purposes = ['payment'] }: { purposes?: BitcoinPurpose[] } = {}) => ({
          accounts: await grant(false, purposes),
        }),
      },
      [BitcoinSignMessage]: signMessageFeature({
        method: BitcoinSignMessage,
        version: '1.0.0',
        gate: state.gate,
        signerFor: holderFor,
        sign: (signer, message) => ({ signature: signBitcoinMessage(signer, message) }),
      }),
    },
  })

  const controls: BitcoinTestWalletControls = {
    ...base.controls,
    get address() {
      return holders.payment.address
    },
  }
  return { wallet, controls }
}
