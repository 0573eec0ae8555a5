import {
  type Address,
  type Blockhash,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isFullySignedTransaction,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  SolanaRpcError,
  type TransactionErrorJson,
  transactionErrorJson,
  transactionErrorMessage,
} from './rpcErrors.js'

/** How many blocks a blockhash stays valid for, like the real cluster. */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n
/** Lamports per signature (litesvm's default fee). */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** A transaction the ledger executed (or an airdrop), for statuses and history. */
export type SolanaTransactionRecord = {
  signature: string
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  err: TransactionErrorJson | null
  fee: bigint
  logs: string[]
  computeUnits: bigint
  /** Static account keys of the message (for airdrops: the recipient). */
  accountKeys: string[]
  preBalances: bigint[]
  postBalances: bigint[]
  /** The wire transaction; absent for airdrops. */
  wire?: Uint8Array
  version: 'legacy' | 0 | 1
}

/** The result of a simulation, ready for `simulateTransaction`'s `value`. */
export type SolanaSimulation = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
}

const base58 = getBase58Decoder()

/**
 * The local cluster: a litesvm instance plus what a validator would add, a slot that advances
 * one per executed transaction (slot = block height), recent blockhashes valid for 150 blocks,
 * and a record of every transaction for `getSignatureStatuses` and the history methods.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  readonly records = new Map<string, SolanaTransactionRecord>()
  #height = 1n
  readonly #recent = new Map<string, bigint>()

  constructor() {
    // The blockhash check is ours (litesvm only knows the latest one); signatures are checked.
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(100_000n)
    this.#setClock()
    this.#recent.set(this.svm.latestBlockhash(), this.#height + BLOCKHASH_VALIDITY_BLOCKS)
  }

  get slot(): bigint {
    return this.#height
  }

  get blockHeight(): bigint {
    return this.#height
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.#recent.get(blockhash) ?? this.#height }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.#recent.get(blockhash)
    return lastValid !== undefined && this.#height <= lastValid
  }

  /** Decodes a wire transaction; -32602 when it is not one. */
  decode(wire: Uint8Array) {
    try {
      const transaction = getTransactionDecoder().decode(wire)
      const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      return { transaction, message }
    } catch (error) {
      throw new SolanaRpcError(
        -32602,
        `invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }

  /** Runs a transaction without committing it. */
  simulate(
    wire: Uint8Array,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): SolanaSimulation {
    const { transaction, message } = this.decode(wire)
    if (!options.replaceRecentBlockhash && !this.isBlockhashValid(message.lifetimeToken)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n }
    }
    const sigVerify = options.sigVerify ?? false
    this.svm.withSigverify(sigVerify)
    try {
      if (sigVerify && !isFullySignedTransaction(transaction)) {
        return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n }
      }
      const result = this.svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: transactionErrorJson(result.err()),
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
        }
      }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * Executes a transaction and advances one slot. Unless `skipPreflight`, a transaction that
   * would fail is refused with the RPC's -32002 error (logs in `data`) and nothing lands.
   */
  send(wire: Uint8Array, options: { skipPreflight?: boolean } = {}): string {
    const { transaction, message } = this.decode(wire)
    if (!isFullySignedTransaction(transaction)) {
      throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
    }
    const signature = firstSignature(transaction)
    if (!options.skipPreflight) {
      const simulation = this.simulate(wire, { sigVerify: true })
      if (simulation.err !== null) {
        throw new SolanaRpcError(
          -32002,
          `Transaction simulation failed: ${transactionErrorMessage(simulation.err)}`,
          {
            accounts: null,
            err: simulation.err,
            innerInstructions: null,
            logs: simulation.logs,
            replacementBlockhash: null,
            returnData: null,
            unitsConsumed: Number(simulation.unitsConsumed),
          },
        )
      }
    }
    if (this.records.has(signature)) return signature
    if (!this.isBlockhashValid(message.lifetimeToken)) {
      throw new SolanaRpcError(-32002, 'Transaction simulation failed: Blockhash not found', {
        accounts: null,
        err: 'BlockhashNotFound',
        logs: [],
        unitsConsumed: 0,
      })
    }
    const accountKeys = message.staticAccounts.map(String)
    const preBalances = accountKeys.map((key) => this.#balance(key))
    const result = this.svm.sendTransaction(transaction)
    this.#record(signature, result, {
      accountKeys,
      preBalances,
      wire,
      fee: LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),
      version: message.version,
    })
    return signature
  }

  /** Gives `address` lamports out of thin air (litesvm's airdrop) and advances one slot. */
  airdrop(address: Address, amount: bigint): string {
    const preBalances = [this.#balance(address)]
    const result = this.svm.airdrop(address, lamports(amount))
    if (!result) throw new SolanaRpcError(-32603, 'Airdrop failed')
    const signature = base58.decode(
      result instanceof FailedTransactionMetadata ? result.meta().signature() : result.signature(),
    )
    this.#record(signature, result, {
      accountKeys: [address],
      preBalances,
      fee: 0n,
      version: 'legacy',
    })
    return signature
  }

  #record(
    signature: string,
    result: TransactionMetadata | FailedTransactionMetadata,
    details: Pick<SolanaTransactionRecord, 'accountKeys' | 'preBalances' | 'wire' | 'fee'> & {
      version: SolanaTransactionRecord['version']
    },
  ) {
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    this.records.set(signature, {
      signature,
      slot: this.#height,
      blockTime: Math.floor(Date.now() / 1000),
      err: failed ? transactionErrorJson(result.err()) : null,
      logs: meta.logs(),
      computeUnits: meta.computeUnitsConsumed(),
      postBalances: details.accountKeys.map((key) => this.#balance(key)),
      ...details,
    })
    this.#advance()
  }

  #balance(address: string): bigint {
    return this.svm.getBalance(address as Address) ?? 0n
  }

  /** One more block: a new slot, a new blockhash, the clock at the wall time. */
  #advance() {
    this.#height += 1n
    this.svm.expireBlockhash()
    this.#setClock()
    this.#recent.set(this.svm.latestBlockhash(), this.#height + BLOCKHASH_VALIDITY_BLOCKS)
    for (const [hash, lastValid] of this.#recent) {
      if (lastValid < this.#height) this.#recent.delete(hash)
    }
  }

  #setClock() {
    this.svm.warpToSlot(this.#height)
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
  }
}

/** The transaction's id: its first (fee payer's) signature, base58. */
export function firstSignature(transaction: Transaction): string {
  const [bytes] = Object.values(transaction.signatures)
  if (!bytes) throw new SolanaRpcError(-32602, 'invalid transaction: no signature')
  return base58.decode(bytes)
}
