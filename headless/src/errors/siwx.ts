import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

// Leaf errors of the sign-in messages and their verification (`@foyer/headless/siwx`, the
// server half of sign-in). `metaMessages` name the field or parameter, the rule and the value.

/** A sign-in message field, or a message text, that does not follow the message rules. */
export class InvalidSiwxMessageError extends FoyerError {
  override name = 'InvalidSiwxMessageError'
  static readonly code = 'SIWX_INVALID_MESSAGE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidSiwxMessageError.code, 'Invalid sign-in message', parameters)
  }
}

/** A parameter of a sign-in function (not a message field) is missing or malformed. */
export class InvalidSiwxParameterError extends FoyerError {
  override name = 'InvalidSiwxParameterError'
  static readonly code = 'SIWX_INVALID_PARAMETER'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidSiwxParameterError.code, 'Invalid sign-in parameter', parameters)
  }
}

/** The signed message names another domain than the one verifying it. */
export class SiwxDomainMismatchError extends FoyerError {
  override name = 'SiwxDomainMismatchError'
  static readonly code = 'SIWX_DOMAIN_MISMATCH'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxDomainMismatchError.code, 'The sign-in message is for another domain', parameters)
  }
}

/** The signed message names another URI than the ones the verifier accepts. */
export class SiwxUriMismatchError extends FoyerError {
  override name = 'SiwxUriMismatchError'
  static readonly code = 'SIWX_URI_MISMATCH'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxUriMismatchError.code, 'The sign-in message is for another URI', parameters)
  }
}

/** The message's nonce was never issued, has expired, or was used already (a replay). */
export class SiwxNonceError extends FoyerError {
  override name = 'SiwxNonceError'
  static readonly code = 'SIWX_NONCE_REJECTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxNonceError.code, 'The sign-in nonce is unknown, expired or already used', parameters)
  }
}

/** The message's expiration time has passed. */
export class SiwxMessageExpiredError extends FoyerError {
  override name = 'SiwxMessageExpiredError'
  static readonly code = 'SIWX_MESSAGE_EXPIRED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxMessageExpiredError.code, 'The sign-in message has expired', parameters)
  }
}

/** The message's not-before time has not come yet. */
export class SiwxMessageNotYetValidError extends FoyerError {
  override name = 'SiwxMessageNotYetValidError'
  static readonly code = 'SIWX_MESSAGE_NOT_YET_VALID'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxMessageNotYetValidError.code, 'The sign-in message is not valid yet', parameters)
  }
}

/** The message is for a network the verifier does not accept. */
export class SiwxChainMismatchError extends FoyerError {
  override name = 'SiwxChainMismatchError'
  static readonly code = 'SIWX_CHAIN_MISMATCH'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxChainMismatchError.code, 'The sign-in message is for another network', parameters)
  }
}

/** The message is for another account than the one the verifier expects. */
export class SiwxAddressMismatchError extends FoyerError {
  override name = 'SiwxAddressMismatchError'
  static readonly code = 'SIWX_ADDRESS_MISMATCH'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxAddressMismatchError.code, 'The sign-in message is for another account', parameters)
  }
}

/** The signature is not the message's account's signature of the message. */
export class SiwxInvalidSignatureError extends FoyerError {
  override name = 'SiwxInvalidSignatureError'
  static readonly code = 'SIWX_INVALID_SIGNATURE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxInvalidSignatureError.code, 'Invalid sign-in signature', parameters)
  }
}

/** Signatures of this namespace cannot be verified here (bip122: no BIP-322 verifier yet). */
export class SiwxVerificationNotSupportedError extends FoyerError {
  override name = 'SiwxVerificationNotSupportedError'
  static readonly code = 'SIWX_VERIFICATION_NOT_SUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SiwxVerificationNotSupportedError.code,
      'Sign-in verification is not supported for this network',
      parameters,
    )
  }
}
