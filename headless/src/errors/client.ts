import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

// SPEC §8 names the parts that carry out connections and network switches "controller
// clients". In Foyer they are the chain adapters wired into a createFoyer() instance; these
// errors say an action ran before that wiring existed.

/** SPEC §8: both the connection and the network client are needed and one is missing. */
export class ControllerClientsNotSetError extends FoyerError {
  override name = 'ControllerClientsNotSetError'
  static readonly code = 'CONTROLLER_CLIENTS_NOT_SET'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      ControllerClientsNotSetError.code,
      'ConnectionControllerClient and NetworkControllerClient must be set',
      parameters,
    )
  }
}

/** SPEC §8: a network action ran without a network client. */
export class NetworkClientNotSetError extends FoyerError {
  override name = 'NetworkClientNotSetError'
  static readonly code = 'NETWORK_CLIENT_NOT_SET'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NetworkClientNotSetError.code, 'NetworkController client not set', parameters)
  }
}

/** SPEC §8: a connection action ran without a connection client. */
export class ConnectionClientNotSetError extends FoyerError {
  override name = 'ConnectionClientNotSetError'
  static readonly code = 'CONNECTION_CLIENT_NOT_SET'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ConnectionClientNotSetError.code, 'ConnectionController client not set', parameters)
  }
}

/** SPEC §8: a wallet request needs the connection client of the active namespace. */
export class NoConnectionClientError extends FoyerError {
  override name = 'NoConnectionClientError'
  static readonly code = 'NO_CONNECTION_CLIENT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NoConnectionClientError.code, 'No ConnectionController client found', parameters)
  }
}
