import type { Signature } from '@solana/kit'
import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  SolanaAdapterParameters,
  SolanaGetBalanceParameters,
  SolanaSendTransactionParameters,
  SolanaSignMessageParameters,
  SolanaTokenBalance,
  SolanaTransferTokenParameters,
} from './solanaParameters.js'

export type {
  SolanaAdapterParameters,
  SolanaGetBalanceParameters,
  SolanaSendTransactionParameters,
  SolanaSignMessageParameters,
  SolanaTokenBalance,
  SolanaTransferTokenParameters,
}

/** A Solana transaction signature, base58: the transaction's id on explorers and RPCs. */
export type SolanaSignature = Signature

/**
 * Chain access for the solana namespace, on @solana/kit, through a Wallet Standard wallet
 * (`walletStandard` connector). The same methods as the EVM adapter, plus SPL transfers.
 */
export type SolanaAdapter = {
  readonly namespace: 'solana'
  /** The SOL balance of an address, in lamports (commitment 'confirmed'). */
  getBalance(parameters: SolanaGetBalanceParameters): Promise<bigint>
  /** The SPL token accounts of an owner (Token program, jsonParsed): mint, amount, decimals. */
  getTokenBalances(parameters: SolanaGetBalanceParameters): Promise<SolanaTokenBalance[]>
  /** Has the wallet sign a message (`solana:signMessage`); the 64-byte signature as hex. */
  signMessage(parameters: SolanaSignMessageParameters): Promise<`0x${string}`>
  /**
   * Sends SOL (a system transfer), signed and sent through the wallet, and resolves with the
   * signature once the cluster confirms it (polling `getSignatureStatuses`, no websocket).
   */
  sendTransaction(parameters: SolanaSendTransactionParameters): Promise<SolanaSignature>
  /**
   * Sends an SPL token (`transferChecked` between associated token accounts, creating the
   * recipient's idempotently), confirmed like `sendTransaction`.
   */
  transferToken(parameters: SolanaTransferTokenParameters): Promise<SolanaSignature>
}

/**
 * Creates the Solana adapter. Its @solana/kit code loads on first use (a dynamic import), so a
 * host that never touches Solana never fetches it. Each adapter keeps its own RPC clients.
 */
export function solanaAdapter(parameters: SolanaAdapterParameters = {}): SolanaAdapter {
  const settings = { pollIntervalMs: 500, confirmTimeoutMs: 60_000, ...parameters }
  const load = lazyOnce(async () => {
    const runtime = await import('./solanaRuntime.js')
    return { runtime, context: runtime.createSolanaContext(settings) }
  })
  return {
    namespace: 'solana',
    getBalance: async (input) => {
      const { runtime, context } = await load()
      return runtime.readBalance(context, input)
    },
    getTokenBalances: async (input) => {
      const { runtime, context } = await load()
      return runtime.readTokenBalances(context, input)
    },
    signMessage: async (input) => (await load()).runtime.signWithWallet(input),
    sendTransaction: async (input) => {
      const { runtime, context } = await load()
      return runtime.sendSol(context, input)
    },
    transferToken: async (input) => {
      const { runtime, context } = await load()
      return runtime.sendToken(context, input)
    },
  }
}
