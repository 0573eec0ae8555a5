import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §5: a second email login within the 30 s cooldown. */
export class EmailLoginRateLimitError extends FoyerError {
  override name = 'EmailLoginRateLimitError'
  static readonly code = 'EMAIL_LOGIN_RATE_LIMITED'
  /** Whole seconds left before another email login is allowed (rounded up). */
  readonly seconds: number
  constructor(seconds: number, parameters: FoyerErrorParameters = {}) {
    super(EmailLoginRateLimitError.code, `Please try again after ${seconds} seconds`, parameters)
    this.seconds = seconds
  }
}

/** SPEC §4, §8: sign-in (SIWX) could not start; the visitor is disconnected. */
export class SiwxInitializationError extends FoyerError {
  override name = 'SiwxInitializationError'
  static readonly code = 'SIWX_INITIALIZATION_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SiwxInitializationError.code,
      'A problem occurred while trying initialize authentication',
      parameters,
    )
  }
}

/** SPEC §8: the visitor declined to sign the sign-in message. */
export class SignatureDeclinedError extends FoyerError {
  override name = 'SignatureDeclinedError'
  static readonly code = 'SIGNATURE_DECLINED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SignatureDeclinedError.code, 'Signature declined', parameters)
  }
}

/** SPEC §8: the embedded wallet's smart account could not be used by this app. */
export class SmartAccountNotSupportedError extends FoyerError {
  override name = 'SmartAccountNotSupportedError'
  static readonly code = 'SMART_ACCOUNT_NOT_SUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SmartAccountNotSupportedError.code,
      'This application might not support Smart Accounts',
      parameters,
    )
  }
}

/** SPEC §8: a sign-in action ran while the host configured no sign-in. */
export class SiwxNotEnabledError extends FoyerError {
  override name = 'SiwxNotEnabledError'
  static readonly code = 'SIWX_NOT_ENABLED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SiwxNotEnabledError.code, 'SIWX is not enabled', parameters)
  }
}

/** SPEC-NOTES: a pending RPC request to the embedded wallet was dropped by a timeout. */
export class RequestAbortedError extends FoyerError {
  override name = 'RequestAbortedError'
  static readonly code = 'REQUEST_ABORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(RequestAbortedError.code, 'Request was aborted', parameters)
  }
}

/** SPEC-NOTES: a pending non-RPC request to the embedded wallet was dropped by a timeout. */
export class SomethingWentWrongError extends FoyerError {
  override name = 'SomethingWentWrongError'
  static readonly code = 'SOMETHING_WENT_WRONG'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SomethingWentWrongError.code, 'Something went wrong', parameters)
  }
}

/** The sentence of a frame error reply that carries no message (SPEC-NOTES). */
export const frameReplyDefaultMessage = 'An error occurred'

/**
 * SPEC-NOTES: the embedded wallet frame answered a request with an `_ERROR` reply. The reply's
 * message is the short message; an empty one reads {@link frameReplyDefaultMessage}.
 */
export class FrameReplyError extends FoyerError {
  override name = 'FrameReplyError'
  static readonly code = 'FRAME_REPLY_ERROR'
  constructor(message: string | undefined, parameters: FoyerErrorParameters = {}) {
    super(FrameReplyError.code, message || frameReplyDefaultMessage, parameters)
  }
}

/** SPEC §5: the UI text shown when a wallet request is refused. */
export const actionNotAllowedText = 'Action not allowed'

/**
 * SPEC §5: a wallet request whose method is on neither the safe nor the unsafe list of the
 * embedded wallet. {@link actionNotAllowedText} is what the UI shows (after 300 ms).
 */
export class RpcMethodNotAllowedError extends FoyerError {
  override name = 'RpcMethodNotAllowedError'
  static readonly code = 'RPC_METHOD_NOT_ALLOWED'
  /** The text the UI shows. */
  readonly uiMessage = actionNotAllowedText
  constructor(method: string, parameters: FoyerErrorParameters = {}) {
    super(RpcMethodNotAllowedError.code, 'Requested RPC call is not allowed', {
      metaMessages: [`Method: ${method}`],
      ...parameters,
    })
  }
}

/**
 * A social or passkey sign-in could not open its window: the browser blocked the pop-up (it
 * must open synchronously inside the visitor's click, SPEC-NOTES).
 */
export class SignInPopupBlockedError extends FoyerError {
  override name = 'SignInPopupBlockedError'
  static readonly code = 'SIGN_IN_POPUP_BLOCKED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SignInPopupBlockedError.code,
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
      parameters,
    )
  }
}
