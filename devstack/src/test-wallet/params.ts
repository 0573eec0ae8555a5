import { BaseError, hexToBigInt, isHex } from 'viem'
import { internalError, invalidParams, ProviderRpcError } from '../wallet-base/errors.js'

/** A chain id given as hex or as a number (-32602 otherwise). */
export const parseChainIdParam = (value: unknown): number => {
  if (typeof value === 'string' && isHex(value)) return Number(hexToBigInt(value))
  if (typeof value === 'number' && Number.isInteger(value)) return value
  throw invalidParams(`Invalid chainId: ${JSON.stringify(value)}`)
}

/** An optional quantity given as hex, a number or a bigint (-32602 otherwise). */
export const optionalBigInt = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value)) return hexToBigInt(value)
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value)
  throw invalidParams(`Invalid ${field}: ${JSON.stringify(value)}`)
}

/** `0x1234…abcd`, for the one-line summaries of the approval panel. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** A viem error as the provider error it stands for (its code, else -32603). */
export const toProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
    const code = (withCode as { code?: number } | null)?.code
    return new ProviderRpcError(typeof code === 'number' ? code : -32603, error.shortMessage)
  }
  return internalError(error instanceof Error ? error.message : String(error))
}
