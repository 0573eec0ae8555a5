import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** An option given to `createFoyer` breaks a rule; `metaMessages` name the option and rule. */
export class InvalidOptionError extends FoyerError {
  override name = 'InvalidOptionError'
  static readonly code = 'INVALID_OPTION'
  constructor(shortMessage: string, parameters: FoyerErrorParameters = {}) {
    super(InvalidOptionError.code, shortMessage, parameters)
  }
}

/** No connector with the requested id is known (not installed, or not announced yet). */
export class ConnectorNotFoundError extends FoyerError {
  override name = 'ConnectorNotFoundError'
  static readonly code = 'CONNECTOR_NOT_FOUND'
  constructor(connectorId: string) {
    super(ConnectorNotFoundError.code, 'Connector not found', {
      metaMessages: [`Connector id: ${connectorId}`],
    })
  }
}

/** SPEC §8: the requested network is not one of the host's networks. */
export class NetworkNotFoundError extends FoyerError {
  override name = 'NetworkNotFoundError'
  static readonly code = 'NETWORK_NOT_FOUND'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NetworkNotFoundError.code, 'Network not found', parameters)
  }
}

/** SPEC §1: a host may configure sign-in with `siweConfig` or with `siwx`, not both. */
export class SiweAndSiwxConflictError extends FoyerError {
  override name = 'SiweAndSiwxConflictError'
  static readonly code = 'SIWE_AND_SIWX_CONFLICT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      SiweAndSiwxConflictError.code,
      'Cannot set both `siweConfig` and `siwx` options',
      parameters,
    )
  }
}

/** A Foyer hook ran outside `<FoyerProvider foyer={…}>`, so it has no instance to use. */
export class FoyerProviderNotFoundError extends FoyerError {
  override name = 'FoyerProviderNotFoundError'
  static readonly code = 'FOYER_PROVIDER_NOT_FOUND'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      FoyerProviderNotFoundError.code,
      'Foyer hooks must be used inside <FoyerProvider foyer={…}>',
      parameters,
    )
  }
}

/** SPEC §5: the theme mode is light or dark. */
export class InvalidThemeModeError extends FoyerError {
  override name = 'InvalidThemeModeError'
  static readonly code = 'INVALID_THEME_MODE'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidThemeModeError.code, 'Invalid theme mode', parameters)
  }
}
