import { type Address, getBase58Encoder, getBase64Encoder, isAddress } from '@solana/kit'
import type { SolanaLedger } from './ledger.js'
import { invalidParams } from './rpcErrors.js'

/** One JSON-RPC method: positional params in, the `result` out (or a thrown SolanaRpcError). */
export type SolanaRpcMethod = (params: readonly unknown[], ledger: SolanaLedger) => unknown

/** `{ context: { slot }, value }`, the envelope of most Solana RPC answers. */
export const withContext = <value>(ledger: SolanaLedger, value: value) => ({
  context: { apiVersion: '2.2.0', slot: ledger.slot },
  value,
})

/** A base58 address param; -32602 `Invalid param: …` otherwise. */
export function addressParam(value: unknown, name = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value)) {
    throw invalidParams(`Invalid param: ${name} is not a valid base58 public key`)
  }
  return value
}

/** An optional config object param (the last positional param of most methods). */
export function configParam<config extends object>(value: unknown): Partial<config> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('Invalid params: the configuration must be an object')
  }
  return value as Partial<config>
}

/** A non-negative integer param (numbers or decimal strings). */
export function integerParam(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n) return value
  throw invalidParams(`Invalid param: ${name} must be a non-negative integer`)
}

/** Decodes an encoded transaction or message param (`base58` or `base64`). */
export function bytesParam(value: unknown, encoding: unknown = 'base58'): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('Invalid params: expected an encoded string')
  try {
    if (encoding === 'base64') return new Uint8Array(getBase64Encoder().encode(value))
    if (encoding === 'base58') return new Uint8Array(getBase58Encoder().encode(value))
  } catch {
    throw invalidParams(`Invalid param: invalid ${String(encoding)} encoding`)
  }
  throw invalidParams(`Invalid param: unsupported encoding ${JSON.stringify(encoding)}`)
}
