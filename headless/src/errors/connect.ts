import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** The connect attempt was given up (the modal closed, the visitor went back or chose another). */
export class ConnectCancelledError extends FoyerError {
  override name = 'ConnectCancelledError'
  static readonly code = 'CONNECT_CANCELLED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ConnectCancelledError.code, 'Connection cancelled', parameters)
  }
}

/** The wallet did not answer the connect request in time; the visitor can try again. */
export class ConnectTimeoutError extends FoyerError {
  override name = 'ConnectTimeoutError'
  static readonly code = 'CONNECT_TIMEOUT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ConnectTimeoutError.code, 'The wallet did not answer in time', parameters)
  }
}
