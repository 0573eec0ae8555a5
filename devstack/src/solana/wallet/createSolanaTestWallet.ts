import { getBase58Encoder } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'
import type { TestWalletUi } from '../../wallet-base/approvals.js'
import { ProviderRpcError, unauthorized } from '../../wallet-base/errors.js'
import type { TestWalletPolicy } from '../../wallet-base/policy.js'
import {
  createStandardWalletBase,
  type StandardWalletControls,
  signMessageFeature,
} from '../../wallet-base/standardWallet.js'
import type { TestWalletStorage } from '../../wallet-base/storage.js'
import {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_RPC_URL,
  type DevstackSolanaAccount,
  SOLANA_TEST_WALLET_STORAGE_KEYS as KEYS,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_WALLET_NAME,
} from '../constants.js'
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
export type SolanaTestWalletControls = StandardWalletControls & {
  /** The active account's address. */
  readonly address: string
  /** Switches to `accounts[index]` and emits `change` with the new accounts (when connected). */
  setAccount: (index: number) => void
}

/** A Wallet Standard Solana wallet backed by the devstack's seeded keys, driven by a policy. */
export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters = {}): {
  wallet: Wallet
  controls: SolanaTestWalletControls
} {
  const { rpcUrl = DEVSTACK_SOLANA_RPC_URL } = parameters
  const holders = (parameters.accounts ?? SOLANA_TEST_ACCOUNTS).map(solanaKeyHolder)
  const chain = DEVSTACK_SOLANA_CAIP_NETWORK_ID
  let active = 0
  const base = createStandardWalletBase({ ...parameters, keys: KEYS, accounts: () => accounts() })
  const { state } = base

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
    return state.isGranted() && account ? [account] : []
  }
  /** The active account, if `account` is it and the page is connected. */
  const signerFor = (account: WalletAccount | undefined, inputChain?: string) => {
    if (!state.isGranted() || account?.address !== holder().address) throw unauthorized()
    if (inputChain !== undefined && inputChain !== chain) {
      throw new ProviderRpcError(
        -32602,
        `Unsupported chain ${inputChain}; this wallet is on ${chain}.`,
      )
    }
    return holder()
  }

  const wallet = base.wallet({
    name: parameters.name ?? SOLANA_TEST_WALLET_NAME,
    icon: parameters.icon ?? SOLANA_TEST_WALLET_ICON,
    chains: [chain],
    connect: async ({ silent = false } = {}) => {
      const summary = `Connect ${holder().address}`
      const granted = await base.grant(silent, {
        method: StandardConnect,
        params: { silent },
        summary,
      })
      return { accounts: granted ? accounts() : [] }
    },
    features: {
      [SolanaSignMessage]: signMessageFeature({
        method: SolanaSignMessage,
        version: '1.1.0',
        gate: state.gate,
        signerFor,
        sign: async (signer: SolanaKeyHolder, message) => ({
          signature: await signMessageBytes(signer, message),
          signatureType: 'ed25519' as const,
        }),
      }),
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (
          ...inputs: readonly { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) => {
          const signers = inputs.map((input) => signerFor(input.account, input.chain))
          await state.gate(SolanaSignTransaction, inputs, `Sign ${inputs.length} transaction(s)`)
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
          await state.gate(
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
  })

  const controls: SolanaTestWalletControls = {
    ...base.controls,
    get address() {
      return holder().address
    },
    reset: () => {
      base.controls.reset()
      active = 0
    },
    setAccount: (index) => {
      if (!holders[index]) throw new RangeError(`No Solana test account #${index}`)
      if (index === active) return
      active = index
      if (state.isGranted()) base.emitChange()
    },
  }
  return { wallet, controls }
}
