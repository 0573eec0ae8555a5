import { type AbiParameter, encodeAbiParameters, type Hex } from 'viem'
import { toAbiEncodingError } from '../errors/abiEncoding.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { assertParameter, parameterRules as is } from './parameters.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

export { toAbiEncodingError }

/** An ABI's parameter list: objects with a `type` ('uint256', 'address', …). */
const abiParameter = is.shape({ type: is.string })
const abiParameters = {
  rule: 'an array of ABI parameters ({ type })',
  test: (value: unknown) => Array.isArray(value) && value.every(abiParameter.test),
}

/**
 * Encodes contract arguments with viem's ABI encoder, throwing Foyer's leaf for each rule
 * (SPEC §5): array length, bool type, address validity, integer range, bytes size.
 */
export function encodeContractArguments(
  parameters: readonly AbiParameter[],
  values: readonly unknown[],
): Hex {
  assertParameter('parameters', parameters, abiParameters)
  assertParameter('values', values, is.array)
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
