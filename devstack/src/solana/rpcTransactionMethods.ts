import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import { LAMPORTS_PER_SIGNATURE } from './ledger.js'
import { invalidParams } from './rpcErrors.js'
import {
  addressParam,
  bytesParam,
  configParam,
  integerParam,
  type SolanaRpcMethod,
  withContext,
} from './rpcParams.js'

type SendConfig = { encoding: string; skipPreflight: boolean }
type SimulateConfig = { encoding: string; sigVerify: boolean; replaceRecentBlockhash: boolean }

/** Blockhashes, sending, simulating, statuses, fees and airdrops. */
export const transactionMethods: Record<string, SolanaRpcMethod> = {
  getLatestBlockhash: (_params, ledger) => withContext(ledger, ledger.latestBlockhash()),

  isBlockhashValid: ([blockhash], ledger) => {
    if (typeof blockhash !== 'string') throw invalidParams('Invalid param: blockhash')
    return withContext(ledger, ledger.isBlockhashValid(blockhash))
  },

  sendTransaction: ([encoded, config], ledger) => {
    const { encoding = 'base58', skipPreflight = false } = configParam<SendConfig>(config)
    return ledger.send(bytesParam(encoded, encoding), { skipPreflight })
  },

  simulateTransaction: ([encoded, config], ledger) => {
    const {
      encoding = 'base58',
      sigVerify = false,
      replaceRecentBlockhash = false,
    } = configParam<SimulateConfig>(config)
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    const simulation = ledger.simulate(bytesParam(encoded, encoding), {
      sigVerify,
      replaceRecentBlockhash,
    })
    return withContext(ledger, {
      accounts: null,
      err: simulation.err,
      innerInstructions: null,
      logs: simulation.logs,
      replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
      returnData: null,
      unitsConsumed: simulation.unitsConsumed,
    })
  },

  getSignatureStatuses: ([signatures], ledger) => {
    if (!Array.isArray(signatures) || signatures.length > 256) {
      throw invalidParams('Invalid params: expected an array of at most 256 signatures')
    }
    return withContext(
      ledger,
      signatures.map((signature) => {
        const record = typeof signature === 'string' ? ledger.records.get(signature) : undefined
        if (!record) return null
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: 'finalized',
        }
      }),
    )
  },

  getFeeForMessage: ([message], ledger) => {
    const bytes = bytesParam(message, 'base64')
    try {
      const compiled = getCompiledTransactionMessageDecoder().decode(bytes)
      if (!ledger.isBlockhashValid(compiled.lifetimeToken)) return withContext(ledger, null)
      return withContext(ledger, LAMPORTS_PER_SIGNATURE * BigInt(compiled.header.numSignerAccounts))
    } catch {
      throw invalidParams('Invalid param: invalid message')
    }
  },

  requestAirdrop: ([address, amount], ledger) =>
    ledger.airdrop(addressParam(address), integerParam(amount, 'lamports')),
}
