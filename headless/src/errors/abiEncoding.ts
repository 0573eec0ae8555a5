import { type FoyerError, isViemError } from './FoyerError.js'
import { readProperty } from './inspect.js'
import {
  AbiAddressError,
  AbiArrayLengthError,
  AbiBoolError,
  AbiBytesSizeError,
  AbiEncodingError,
  AbiIntegerRangeError,
} from './validation.js'

// viem's ABI encoder errors, recognised by their `name` rather than with `instanceof`: this
// module imports no viem code, so the EVM adapter's lazily loaded runtime can use it without
// pulling viem into a host's first bundle (the root entry reaches this module too).

const arrayLength = [
  'AbiEncodingArrayLengthMismatchError',
  'AbiEncodingLengthMismatchError',
  'InvalidArrayError',
]
const bytesSize = ['AbiEncodingBytesSizeMismatchError', 'SizeExceedsPaddingSizeError']

/**
 * Maps an error of viem's ABI encoder to Foyer's leaf (SPEC §5): array length, bool, address,
 * integer range and bytes size each have their own code; viem's message stays in `details`.
 * Anything else thrown is an {@link AbiEncodingError}; this never throws.
 */
export function toAbiEncodingError(error: unknown): FoyerError {
  const parameters = { cause: error }
  const name = isViemError(error) ? readProperty(error, 'name') : undefined
  if (typeof name === 'string' && arrayLength.includes(name))
    return new AbiArrayLengthError(parameters)
  if (name === 'InvalidAddressError') return new AbiAddressError(parameters)
  if (name === 'IntegerOutOfRangeError') return new AbiIntegerRangeError(parameters)
  if (typeof name === 'string' && bytesSize.includes(name)) return new AbiBytesSizeError(parameters)
  // viem raises a plain BaseError for a bool argument that is not a boolean.
  const shortMessage = isViemError(error) ? readProperty(error, 'shortMessage') : undefined
  if (typeof shortMessage === 'string' && shortMessage.startsWith('Invalid boolean value'))
    return new AbiBoolError(parameters)
  return new AbiEncodingError(parameters)
}
