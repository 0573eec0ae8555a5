import type { SolanaLedger } from './ledger.js'
import { accountMethods } from './rpcAccountMethods.js'
import { clusterMethods } from './rpcClusterMethods.js'
import { SolanaRpcError } from './rpcErrors.js'
import { historyMethods } from './rpcHistoryMethods.js'
import type { SolanaRpcMethod } from './rpcParams.js'
import { transactionMethods } from './rpcTransactionMethods.js'

/** Every method the local Solana RPC answers. */
export const solanaRpcMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  ...accountMethods,
  ...transactionMethods,
  ...historyMethods,
  ...clusterMethods,
}

type JsonRpcId = string | number | null
type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

const failure = (id: JsonRpcId, code: number, message: string, data?: unknown) =>
  ({
    jsonrpc: '2.0',
    id,
    error: data === undefined ? { code, message } : { code, message, data },
  }) satisfies JsonRpcResponse

function handleOne(ledger: SolanaLedger, request: unknown): JsonRpcResponse {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return failure(null, -32600, 'Invalid request')
  }
  const { id = null, method, params = [] } = request as Record<string, unknown>
  const replyId = typeof id === 'string' || typeof id === 'number' ? id : null
  if (typeof method !== 'string') return failure(replyId, -32600, 'Invalid request')
  const handler = Object.hasOwn(solanaRpcMethods, method) ? solanaRpcMethods[method] : undefined
  if (!handler) return failure(replyId, -32601, 'Method not found')
  if (!Array.isArray(params)) return failure(replyId, -32602, 'Invalid params: expected an array')
  try {
    return { jsonrpc: '2.0', id: replyId, result: handler(params, ledger) }
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      return failure(replyId, error.code, error.message, error.data)
    }
    return failure(replyId, -32603, `Internal error: ${String(error)}`)
  }
}

/**
 * Answers a parsed JSON-RPC 2.0 body (one request or a batch) against the ledger. Requests run
 * one after another, so a batch sees its own earlier effects.
 */
export function handleSolanaRpc(ledger: SolanaLedger, body: unknown): unknown {
  if (Array.isArray(body)) {
    if (body.length === 0) return failure(null, -32600, 'Invalid request')
    return body.map((request) => handleOne(ledger, request))
  }
  return handleOne(ledger, body)
}

/**
 * `JSON.stringify` that writes bigints as JSON numbers (u64 values such as lamports and
 * `rentEpoch` exceed 2^53), as the real RPC does.
 */
export function stringifyRpcJson(value: unknown): string {
  const marker = '__solana_u64__'
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${marker}${item.toString()}` : item,
  ).replace(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1')
}
