import {
  AbiEncodingArrayLengthMismatchError,
  AbiEncodingBytesSizeMismatchError,
  AbiEncodingLengthMismatchError,
  type AbiParameter,
  BaseError,
  encodeAbiParameters,
  type Hex,
  IntegerOutOfRangeError,
  InvalidAddressError,
  InvalidArrayError,
  SizeExceedsPaddingSizeError,
} from 'viem'
import type { FoyerError } from '../errors/FoyerError.js'
import { readProperty } from '../errors/inspect.js'
import {
  AbiAddressError,
  AbiArrayLengthError,
  AbiBoolError,
  AbiBytesSizeError,
  AbiEncodingError,
  AbiIntegerRangeError,
} from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

/**
 * Maps an error of viem's ABI encoder to Foyer's leaf (SPEC §5): array length, bool, address,
 * integer range and bytes size each have their own code; viem's message stays in `details`.
 * Anything else thrown is an {@link AbiEncodingError}; this never throws.
 */
export function toAbiEncodingError(error: unknown): FoyerError {
  const parameters = { cause: error }
  if (
    error instanceof AbiEncodingArrayLengthMismatchError ||
    error instanceof AbiEncodingLengthMismatchError ||
    error instanceof InvalidArrayError
  )
    return new AbiArrayLengthError(parameters)
  if (error instanceof InvalidAddressError) return new AbiAddressError(parameters)
  if (error instanceof IntegerOutOfRangeError) return new AbiIntegerRangeError(parameters)
  if (
    error instanceof AbiEncodingBytesSizeMismatchError ||
    error instanceof SizeExceedsPaddingSizeError
  )
    return new AbiBytesSizeError(parameters)
  // viem raises a plain BaseError for a bool argument that is not a boolean.
  const shortMessage = error instanceof BaseError ? readProperty(error, 'shortMessage') : undefined
  if (typeof shortMessage === 'string' && shortMessage.startsWith('Invalid boolean value'))
    return new AbiBoolError(parameters)
  return new AbiEncodingError(parameters)
}

/**
 * Encodes contract arguments with viem's ABI encoder, throwing Foyer's leaf for each rule
 * (SPEC §5): array length, bool type, address validity, integer range, bytes size.
 */
export function encodeContractArguments(
  parameters: readonly AbiParameter[],
  values: readonly unknown[],
): Hex {
  try {
    return encodeAbiParameters(parameters, values as never)
  } catch (error) {
    throw toAbiEncodingError(error)
  }
}

/** The per-field result of encoding contract arguments: field `arguments`. */
export function validateContractArguments(
  parameters: readonly AbiParameter[],
  values: readonly unknown[],
): ValidationResult<'arguments'> {
  try {
    encodeContractArguments(parameters, values)
    return validationResult({ arguments: validField })
  } catch (error) {
    return validationResult({ arguments: invalidField(error as FoyerError) })
  }
}
