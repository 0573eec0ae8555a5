import { isAddress, maxUint256 } from 'viem'
import { describeValue } from '../errors/inspect.js'
import {
  TransactionAddressError,
  TransactionChainIdError,
  TransactionFeeCapTooHighError,
  TransactionFeeConflictError,
  TransactionTipAboveFeeCapError,
} from '../errors/validation.js'
import { assertParameter, parameterRules as is } from './parameters.js'
import {
  type FieldResult,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './result.js'

/** A quantity as a transaction request carries it: bigint, number or hex string (RPC form). */
export type TransactionQuantity = bigint | number | string

/** The fields of an EVM transaction request that SPEC §5 has rules for. */
export type TransactionRequestFields = {
  from?: string | undefined
  to?: string | null | undefined
  chainId?: TransactionQuantity | undefined
  gasPrice?: TransactionQuantity | undefined
  maxFeePerGas?: TransactionQuantity | undefined
  maxPriorityFeePerGas?: TransactionQuantity | undefined
}

type Field = 'from' | 'to' | 'chainId' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'

function toBigInt(value: TransactionQuantity | undefined): bigint | undefined {
  if (value === undefined) return undefined
  try {
    return BigInt(value)
  } catch {
    return undefined
  }
}

const meta = (rule: string, value: unknown) => ({
  metaMessages: [`Rule: ${rule}`, `Provided: ${describeValue(value)}`],
})

/**
 * Per-field results of a transaction request (SPEC §5): `gasPrice` not together with EIP-1559
 * fees; `maxFeePerGas` at most 2^256−1; the tip not above the fee cap; `from` and `to` valid
 * addresses (viem's `isAddress`, checksummed when mixed-case); the chain id positive.
 */
export function validateTransactionRequest(
  request: TransactionRequestFields,
): ValidationResult<Field> {
  assertParameter('request', request, is.object)
  const fields = {} as Record<Field, FieldResult>
  for (const field of ['from', 'to'] as const) {
    const value = request[field]
    fields[field] =
      value === undefined || value === null || (typeof value === 'string' && isAddress(value))
        ? validField
        : invalidField(new TransactionAddressError(meta(`${field} is a valid address`, value)))
  }
  const chainId = toBigInt(request.chainId)
  fields.chainId =
    request.chainId === undefined || (chainId !== undefined && chainId > 0n)
      ? validField
      : invalidField(new TransactionChainIdError(meta('chainId is positive', request.chainId)))
  const has1559 = request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined
  fields.gasPrice =
    request.gasPrice !== undefined && has1559
      ? invalidField(
          new TransactionFeeConflictError(
            meta('gasPrice or EIP-1559 fees, not both', request.gasPrice),
          ),
        )
      : validField
  const maxFee = toBigInt(request.maxFeePerGas)
  fields.maxFeePerGas =
    request.maxFeePerGas === undefined || (maxFee !== undefined && maxFee <= maxUint256)
      ? validField
      : invalidField(
          new TransactionFeeCapTooHighError(
            meta('maxFeePerGas is at most 2^256-1', request.maxFeePerGas),
          ),
        )
  const tip = toBigInt(request.maxPriorityFeePerGas)
  fields.maxPriorityFeePerGas =
    tip !== undefined && maxFee !== undefined && tip > maxFee
      ? invalidField(
          new TransactionTipAboveFeeCapError(
            meta(`maxPriorityFeePerGas is at most maxFeePerGas (${maxFee})`, tip),
          ),
        )
      : validField
  return validationResult(fields)
}

/** Throws the leaf error of the first rule a transaction request breaks (SPEC §5). */
export function assertTransactionRequest(request: TransactionRequestFields): void {
  const result = validateTransactionRequest(request)
  for (const field of Object.values<FieldResult>(result.fields)) if (!field.valid) throw field.error
}
