import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §8: something failed with nothing better to say; `cause` holds what was thrown. */
export class UnknownError extends FoyerError {
  override name = 'UnknownError'
  static readonly code = 'UNKNOWN_ERROR'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UnknownError.code, 'Unknown error', parameters)
  }
}

/** SPEC §8: a validation said "invalid" without naming a single issue. */
export class ValidationFailedError extends FoyerError {
  override name = 'ValidationFailedError'
  static readonly code = 'VALIDATION_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ValidationFailedError.code, 'Validation failed but no issues detected', parameters)
  }
}

/** SPEC §4, §8: one or more wallets failed to disconnect; `metaMessages` list them. */
export class DisconnectFailedError extends FoyerError {
  override name = 'DisconnectFailedError'
  static readonly code = 'DISCONNECT_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(DisconnectFailedError.code, 'Failed to disconnect', parameters)
  }
}

/** Wraps anything thrown into a Foyer error: Foyer errors pass through, others become {@link UnknownError}. */
export function toFoyerError(error: unknown): FoyerError {
  return error instanceof FoyerError ? error : new UnknownError({ cause: error })
}
