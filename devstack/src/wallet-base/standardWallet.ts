import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectInput,
  type StandardConnectOutput,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsChangeProperties,
} from '@wallet-standard/features'
import type { PendingRequest } from './approvals.js'
import type { TestWalletPolicy } from './policy.js'
import {
  type CreateWalletStateParameters,
  createWalletState,
  type WalletState,
} from './walletState.js'

/** The controls every Wallet Standard test wallet has (`window.foyer…TestWallet`). */
export type StandardWalletControls = {
  setPolicy: (policy: TestWalletPolicy) => void
  getPolicy: () => TestWalletPolicy
  /** Forgets the grant and stored policy and rejects pending requests. */
  reset: () => void
  pending: () => PendingRequest[]
  approve: (id?: number) => boolean
  reject: (id?: number) => boolean
  isConnected: () => boolean
}

type ChangeListener = (properties: StandardEventsChangeProperties) => void

/** What the Solana and Bitcoin test wallets build on. */
export type StandardWalletBase = {
  state: WalletState
  /** Calls every `change` listener with the current accounts. */
  emitChange: () => void
  /**
   * Grants the page after `gate(method, params, summary)` unless it is granted already; when
   * `silent`, never asks and answers false while not granted.
   */
  grant: (
    silent: boolean,
    request: { method: string; params: unknown; summary: string },
  ) => Promise<boolean>
  /**
   * Builds the Wallet Standard object: `standard:connect` with `connect`, then
   * `standard:disconnect`, `standard:events` and the wallet's own `features`.
   */
  wallet: (parameters: {
    name: string
    icon: WalletIcon
    chains: readonly IdentifierString[]
    connect: (input?: StandardConnectInput) => Promise<StandardConnectOutput>
    features: Wallet['features']
  }) => Wallet
  controls: StandardWalletControls
}

/**
 * The shared part of a Wallet Standard test wallet: the persisted grant and policy, the
 * approval queue, `change` events and the controls. `accounts()` is what the wallet shows
 * (empty while not granted).
 */
export function createStandardWalletBase(
  parameters: CreateWalletStateParameters & { accounts: () => readonly WalletAccount[] },
): StandardWalletBase {
  const { accounts } = parameters
  const state = createWalletState(parameters)
  const listeners = new Set<ChangeListener>()
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const revoke = () => {
    if (state.setGranted(false)) emitChange()
  }

  return {
    state,
    emitChange,
    async grant(silent, { method, params, summary }) {
      if (state.isGranted()) return true
      if (silent) return false
      await state.gate(method, params, summary)
      if (state.setGranted(true)) emitChange()
      return true
    },
    wallet: ({ name, icon, chains, connect, features }) => ({
      version: '1.0.0',
      name,
      icon,
      chains,
      get accounts() {
        return accounts()
      },
      features: {
        [StandardConnect]: { version: '1.0.0', connect },
        [StandardDisconnect]: { version: '1.0.0', disconnect: async () => revoke() },
        [StandardEvents]: {
          version: '1.0.0',
          on: (event: string, listener: ChangeListener) => {
            if (event !== 'change') return () => {}
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
        ...features,
      },
    }),
    controls: {
      ...state.controls,
      reset: () => {
        state.resetPolicy()
        revoke()
      },
      isConnected: state.isGranted,
    },
  }
}

type SignMessageInput = { account: WalletAccount; message: Uint8Array }

/**
 * A `…:signMessage` feature: checks every input's account (`signerFor` throws 4100), asks once
 * for all the messages, then signs each: `{ signedMessage, ...sign(signer, message) }`.
 */
export function signMessageFeature<
  Signer,
  Signature extends { signature: Uint8Array },
>(parameters: {
  method: string
  version: string
  gate: WalletState['gate']
  signerFor: (account: WalletAccount | undefined) => Signer
  sign: (signer: Signer, message: Uint8Array) => Signature | Promise<Signature>
}) {
  const { method, version, gate, signerFor, sign } = parameters
  return {
    version,
    signMessage: async (...inputs: readonly SignMessageInput[]) => {
      const signers = inputs.map((input) => signerFor(input.account))
      const text = inputs.map((input) => new TextDecoder().decode(input.message)).join(' | ')
      await gate(method, inputs, `Sign message: ${text}`)
      return Promise.all(
        inputs.map(async (input, index) => ({
          signedMessage: input.message,
          ...(await sign(signers[index] as Signer, input.message)),
        })),
      )
    },
  }
}
