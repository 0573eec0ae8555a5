import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §5: sending needs an amount and a receiver address. */
export class SendAmountAndReceiverRequiredError extends FoyerError {
  override name = 'SendAmountAndReceiverRequiredError'
  static readonly code = 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SendAmountAndReceiverRequiredError.code,
      'An amount and receiver address are required',
      parameters,
    )
  }
}

/** SPEC §5: sending needs a token. */
export class SendTokenRequiredError extends FoyerError {
  override name = 'SendTokenRequiredError'
  static readonly code = 'SEND_TOKEN_REQUIRED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SendTokenRequiredError.code, 'A token is required', parameters)
  }
}

/** SPEC §5: the amount typed is more than the token's balance; the form cannot be reviewed. */
export class InsufficientBalanceError extends FoyerError {
  override name = 'InsufficientBalanceError'
  static readonly code = 'INSUFFICIENT_BALANCE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InsufficientBalanceError.code, 'Insufficient balance', parameters)
  }
}
