import { type AbiParameter, encodeAbiParameters, type Hex } from 'viem'
import { toAbiEncodingError } from '../errors/abiEncoding.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { describeValue } from '../errors/inspect.js'
import { AbiEncodingError } from '../errors/validation.js'
import { assertParameter, parameterRules as is } from './parameters.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

export { toAbiEncodingError }

/** An ABI's parameter list: objects with a `type` ('uint256', 'address', …). */
const abiParameter = is.shape({ type: is.string })
const abiParameters = {
  rule: 'an array of ABI parameters ({ type })',
  test: (value: unknown) => Array.isArray(value) && value.every(abiParameter.test),
}

/** Whole bytes as 0x-prefixed hex: what a `bytes` or `bytesN` argument must be. */
const hexBytes = /^0x(?:[0-9a-fA-F]{2})*$/

/** A bad argument, boxed: the value itself may be `undefined`. */
type Invalid = { value: unknown }

/**
 * The first `bytes`/`bytesN` argument that is not whole bytes of hex, searched through arrays
 * and tuples. viem's encoder does not check these: it turns `[1n, false]` or '0x123' into
 * malformed calldata instead of throwing.
 */
function invalidBytesArgument(parameter: AbiParameter, value: unknown): Invalid | undefined {
  const array = /^(.*)\[\d*\]$/.exec(parameter.type)
  if (array) {
    if (!Array.isArray(value)) return undefined
    const item = { ...parameter, type: array[1] as string }
    for (const element of value) {
      const found = invalidBytesArgument(item, element)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (parameter.type === 'tuple') {
    const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
    if (typeof value !== 'object' || value === null) return undefined
    for (const [index, component] of components.entries()) {
      const field = Array.isArray(value)
        ? value[index]
        : (value as Record<string, unknown>)[component.name ?? '']
      const found = invalidBytesArgument(component, field)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (!/^bytes\d*$/.test(parameter.type)) return undefined
  return typeof value === 'string' && hexBytes.test(value) ? undefined : { value }
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
  for (const [index, parameter] of parameters.entries()) {
    const invalid = invalidBytesArgument(parameter, values[index])
    if (invalid)
      throw new AbiEncodingError({
        metaMessages: [
          'Rule: a bytes argument is 0x-prefixed hex of whole bytes',
          `Provided: ${describeValue(invalid.value)}`,
        ],
      })
  }
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
