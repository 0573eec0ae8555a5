// @foyer/headless/siwx: the server half of sign-in (SPEC §3 "Sign-in message"). Builds and
// reads the message texts (EIP-4361 for eip155, the same shape for Solana and Bitcoin) and
// verifies a signed one. No DOM, no React, no store: a host's server imports it in Node. It
// uses viem, so it stays out of the root entry.

export {
  InvalidSiwxMessageError,
  InvalidSiwxParameterError,
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxInvalidSignatureError,
  SiwxMessageExpiredError,
  SiwxMessageNotYetValidError,
  SiwxNonceError,
  SiwxUriMismatchError,
  SiwxVerificationNotSupportedError,
} from '../errors/siwx.js'
export {
  type CreateSiwxMessageErrorType,
  type CreateSiwxMessageOptions,
  type CreateSiwxMessageParameters,
  type CreateSiwxMessageReturnType,
  createSiwxMessage,
} from './createSiwxMessage.js'
export {
  type CreateSiwxNonceStoreErrorType,
  type CreateSiwxNonceStoreParameters,
  type CreateSiwxNonceStoreReturnType,
  createSiwxNonceStore,
  type SiwxNonceStore,
  siwxNonceTtlMs,
} from './createSiwxNonceStore.js'
export {
  assertSiwxMessageData,
  type SiwxMessageData,
  type SiwxNamespace,
  siwxAccountNames,
  validateSiwxMessageData,
} from './messageData.js'
export {
  type ParseSiwxMessageErrorType,
  type ParseSiwxMessageReturnType,
  parseSiwxMessage,
} from './parseSiwxMessage.js'
export {
  type VerifySiwxMessageErrorType,
  type VerifySiwxMessageParameters,
  type VerifySiwxMessageReturnType,
  verifySiwxMessage,
} from './verifySiwxMessage.js'
