import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

// Leaf errors thrown by validation/'s assertX functions. `metaMessages` give the rule and the
// provided value, as in viem.

/** SPEC §5: an email login needs a valid email address. */
export class InvalidEmailError extends FoyerError {
  override name = 'InvalidEmailError'
  static readonly code = 'INVALID_EMAIL'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidEmailError.code, 'Invalid email address', parameters)
  }
}

/** SPEC §5, SPEC-NOTES: a one-time code is a string of 6 digits. */
export class InvalidOtpError extends FoyerError {
  override name = 'InvalidOtpError'
  static readonly code = 'INVALID_OTP'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidOtpError.code, 'Invalid one-time code', parameters)
  }
}

/** SPEC §5: social login takes google, github, apple, facebook, x or discord. */
export class InvalidSocialProviderError extends FoyerError {
  override name = 'InvalidSocialProviderError'
  static readonly code = 'INVALID_SOCIAL_PROVIDER'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidSocialProviderError.code, 'Invalid social provider', parameters)
  }
}

/** SPEC §5: a name to register has letters, digits and hyphens only, at least 4 of them. */
export class InvalidNameError extends FoyerError {
  override name = 'InvalidNameError'
  static readonly code = 'INVALID_NAME'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidNameError.code, 'Invalid name', parameters)
  }
}

/** SPEC §5: each wallet_sendCalls call needs `to` starting with 0x; `data`, if any, too. */
export class InvalidSendCallsError extends FoyerError {
  override name = 'InvalidSendCallsError'
  static readonly code = 'INVALID_SEND_CALLS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidSendCallsError.code, 'Invalid wallet_sendCalls calls', parameters)
  }
}

/** SPEC §5: Solana sign-and-send options out of their allowed values. */
export class InvalidSolanaSendOptionsError extends FoyerError {
  override name = 'InvalidSolanaSendOptionsError'
  static readonly code = 'INVALID_SOLANA_SEND_OPTIONS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidSolanaSendOptionsError.code, 'Invalid Solana send options', parameters)
  }
}

/** SPEC §5: `gasPrice` together with EIP-1559 fees. */
export class TransactionFeeConflictError extends FoyerError {
  override name = 'TransactionFeeConflictError'
  static readonly code = 'TRANSACTION_FEE_CONFLICT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      TransactionFeeConflictError.code,
      'gasPrice cannot be used with maxFeePerGas or maxPriorityFeePerGas',
      parameters,
    )
  }
}

/** SPEC §5: `maxFeePerGas` above 2^256−1. */
export class TransactionFeeCapTooHighError extends FoyerError {
  override name = 'TransactionFeeCapTooHighError'
  static readonly code = 'TRANSACTION_FEE_CAP_TOO_HIGH'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      TransactionFeeCapTooHighError.code,
      'maxFeePerGas cannot be higher than 2^256-1',
      parameters,
    )
  }
}

/** SPEC §5: the priority fee (tip) above the fee cap. */
export class TransactionTipAboveFeeCapError extends FoyerError {
  override name = 'TransactionTipAboveFeeCapError'
  static readonly code = 'TRANSACTION_TIP_ABOVE_FEE_CAP'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      TransactionTipAboveFeeCapError.code,
      'maxPriorityFeePerGas cannot be higher than maxFeePerGas',
      parameters,
    )
  }
}

/** SPEC §5: a transaction's `from` or `to` is not a valid address. */
export class TransactionAddressError extends FoyerError {
  override name = 'TransactionAddressError'
  static readonly code = 'TRANSACTION_INVALID_ADDRESS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TransactionAddressError.code, 'Transaction address is invalid', parameters)
  }
}

/** SPEC §5: a transaction's chain id must be a positive integer. */
export class TransactionChainIdError extends FoyerError {
  override name = 'TransactionChainIdError'
  static readonly code = 'TRANSACTION_INVALID_CHAIN_ID'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(TransactionChainIdError.code, 'Transaction chain id must be positive', parameters)
  }
}

/** SPEC §5: a contract argument array of the wrong length. */
export class AbiArrayLengthError extends FoyerError {
  override name = 'AbiArrayLengthError'
  static readonly code = 'ABI_ARRAY_LENGTH'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AbiArrayLengthError.code, 'Contract argument array has the wrong length', parameters)
  }
}

/** SPEC §5: a contract argument of type bool that is not a boolean. */
export class AbiBoolError extends FoyerError {
  override name = 'AbiBoolError'
  static readonly code = 'ABI_BOOL'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AbiBoolError.code, 'Contract argument is not a boolean', parameters)
  }
}

/** SPEC §5: a contract argument of type address that is not a valid address. */
export class AbiAddressError extends FoyerError {
  override name = 'AbiAddressError'
  static readonly code = 'ABI_ADDRESS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AbiAddressError.code, 'Contract argument is not a valid address', parameters)
  }
}

/** SPEC §5: an integer contract argument outside its type's range. */
export class AbiIntegerRangeError extends FoyerError {
  override name = 'AbiIntegerRangeError'
  static readonly code = 'ABI_INTEGER_RANGE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AbiIntegerRangeError.code, 'Contract argument integer is out of range', parameters)
  }
}

/** SPEC §5: a bytes contract argument of the wrong size. */
export class AbiBytesSizeError extends FoyerError {
  override name = 'AbiBytesSizeError'
  static readonly code = 'ABI_BYTES_SIZE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AbiBytesSizeError.code, 'Contract argument bytes have the wrong size', parameters)
  }
}

/** Contract arguments that cannot be encoded for another reason (`cause` says which). */
export class AbiEncodingError extends FoyerError {
  override name = 'AbiEncodingError'
  static readonly code = 'ABI_ENCODING'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AbiEncodingError.code, 'Contract arguments cannot be encoded', parameters)
  }
}
