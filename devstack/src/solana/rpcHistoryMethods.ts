import {
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import type { SolanaTransactionRecord } from './ledger.js'
import { invalidParams, SolanaRpcError } from './rpcErrors.js'
import { addressParam, configParam, type SolanaRpcMethod } from './rpcParams.js'

type HistoryConfig = { limit: number; before: string; until: string }
type TransactionConfig = { encoding: string; maxSupportedTransactionVersion: number }

const base58 = getBase58Decoder()

/** The `transaction` of `getTransaction` in the `json` encoding. */
function transactionJson(wire: Uint8Array) {
  const transaction = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  return {
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        numRequiredSignatures: message.header.numSignerAccounts,
      },
      instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
        accounts: instruction.accountIndices ?? [],
        data: base58.decode(instruction.data ?? new Uint8Array()),
        programIdIndex: instruction.programAddressIndex,
        stackHeight: null,
      })),
      recentBlockhash: message.lifetimeToken,
      ...('addressTableLookups' in message && message.addressTableLookups
        ? {
            addressTableLookups: message.addressTableLookups.map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              readonlyIndexes: lookup.readonlyIndexes,
              writableIndexes: lookup.writableIndexes,
            })),
          }
        : {}),
    },
    signatures: Object.values(transaction.signatures).map((bytes) =>
      base58.decode(bytes ?? new Uint8Array(64)),
    ),
  }
}

function metaJson(record: SolanaTransactionRecord) {
  return {
    computeUnitsConsumed: record.computeUnits,
    err: record.err,
    fee: record.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: [],
    preBalances: record.preBalances,
    preTokenBalances: [],
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

/** The ledger's history: signatures of an address, a transaction by signature. */
export const historyMethods: Record<string, SolanaRpcMethod> = {
  getSignaturesForAddress: ([address, config], ledger) => {
    const account = addressParam(address)
    const { limit = 1000, before, until } = configParam<HistoryConfig>(config)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      throw invalidParams('Invalid param: limit must be between 1 and 1000')
    }
    const newestFirst = [...ledger.records.values()].reverse()
    const start = before ? newestFirst.findIndex((record) => record.signature === before) + 1 : 0
    const result = []
    for (const record of newestFirst.slice(start)) {
      if (record.signature === until || result.length >= limit) break
      if (!record.accountKeys.includes(account)) continue
      result.push({
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
        err: record.err,
        memo: null,
        signature: record.signature,
        slot: record.slot,
      })
    }
    return result
  },

  getTransaction: ([signature, config], ledger) => {
    if (typeof signature !== 'string') throw invalidParams('Invalid param: signature')
    const { encoding = 'json', maxSupportedTransactionVersion } =
      configParam<TransactionConfig>(config)
    const record = ledger.records.get(signature)
    if (!record?.wire) return null
    if (record.version !== 'legacy' && maxSupportedTransactionVersion === undefined) {
      throw new SolanaRpcError(
        -32015,
        `Transaction version (${record.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`,
      )
    }
    const transaction =
      encoding === 'base64'
        ? [getBase64Decoder().decode(record.wire), 'base64']
        : encoding === 'base58'
          ? [base58.decode(record.wire), 'base58']
          : transactionJson(record.wire)
    return {
      blockTime: record.blockTime,
      meta: metaJson(record),
      slot: record.slot,
      transaction,
      ...(maxSupportedTransactionVersion === undefined ? {} : { version: record.version }),
    }
  },
}
