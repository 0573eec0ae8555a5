import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinPurpose, BitcoinWalletAccount } from '../connectors/bitcoinStandard.js'
import type { FakeDecision } from './fakeStandardWallet.js'

/** Bitcoin testnet's CAIP-2 id, the fake wallet's default chain. */
export const bitcoinTestnetId = 'bip122:000000000933ea01ad0ee984209779ba'

/** Parameters of {@link fakeBitcoinWallet}. */
export type FakeBitcoinWalletParameters = {
  /** @default 'Fake Bitcoin' */
  name?: string
  /** @default [bitcoinTestnetId] */
  chains?: readonly `${string}:${string}`[]
  /** Features to leave out (to test a wallet without them). */
  without?: readonly string[]
  /** The dapp was authorised on an earlier visit, so a silent connect succeeds. @default false */
  authorized?: boolean
}

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill)

/**
 * An in-process Wallet Standard wallet on Bitcoin with a payment and an ordinals account (fixed
 * addresses, public keys and paths). Its `bitcoin:signMessage` answers 65 made-up bytes (header
 * 39 then the message's length repeated): headless only passes signatures on, the devstack's
 * test wallet signs for real. `decision` says how it answers prompts; `requests` records calls.
 */
export function fakeBitcoinWallet(parameters: FakeBitcoinWalletParameters = {}) {
  const chains = parameters.chains ?? [bitcoinTestnetId]
  const accountOf = (purpose: BitcoinPurpose, index: number): BitcoinWalletAccount => ({
    address: `tb1q${purpose === 'payment' ? 'pay' : 'ord'}${'0'.repeat(35)}`,
    publicKey: bytes(33, 2 + index),
    chains,
    features: ['bitcoin:signMessage'],
    purpose,
    path: `m/84'/1'/0'/0/${index}`,
  })
  const payment = accountOf('payment', 0)
  const ordinals = accountOf('ordinals', 1)
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const state = {
    decision: 'approve' as FakeDecision,
    authorized: parameters.authorized ?? false,
    accounts: [] as WalletAccount[],
    requests: [] as { feature: string; input: unknown }[],
  }
  const ask = (feature: string, input: unknown) => {
    state.requests.push({ feature, input })
    if (state.decision === 'reject') throw new Error('User rejected the request.')
  }
  const setAccounts = (accounts: WalletAccount[]) => {
    state.accounts = accounts
    for (const listener of [...listeners]) listener({ accounts })
  }
  const grant = (purposes: readonly BitcoinPurpose[]) => {
    state.authorized = true
    setAccounts([payment, ordinals])
    return state.accounts.filter((account) =>
      purposes.includes((account as BitcoinWalletAccount).purpose as BitcoinPurpose),
    )
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        state.requests.push({ feature: 'standard:connect', input })
        if (input?.silent) return { accounts: state.authorized ? grant(['payment']) : [] }
        ask('prompt', input)
        return { accounts: grant(['payment']) }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        state.requests.push({ feature: 'standard:disconnect', input: undefined })
        state.authorized = false
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(
        _event: 'change',
        listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
      ) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes: BitcoinPurpose[] }) {
        ask('bitcoin:connect', input)
        return { accounts: grant(input.purposes) }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(input: { account: WalletAccount; message: Uint8Array }) {
        ask('bitcoin:signMessage', input)
        const signature = bytes(65, input.message.length % 256)
        signature[0] = 39
        return [{ signedMessage: input.message, signature }]
      },
    },
  }
  for (const feature of parameters.without ?? []) delete features[feature]
  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Fake Bitcoin',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return state.accounts
    },
  }
  return {
    wallet,
    payment,
    ordinals,
    state,
    /** Simulates the visitor switching account or revoking in the wallet. */
    setAccounts,
    /** Registers the wallet with the page's Wallet Standard registry; returns the unregister. */
    register: () => registerStandardWallet(wallet),
  }
}

/** Registers any Wallet Standard wallet with the page's registry (a Node test has no window events). */
export function registerStandardWallet(wallet: Wallet): () => void {
  return getWallets().register(wallet)
}

/** A fake wallet as {@link fakeBitcoinWallet} returns it. */
export type FakeBitcoinWallet = ReturnType<typeof fakeBitcoinWallet>
