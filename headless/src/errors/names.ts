import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §8: looking up a name failed. */
export class ResolveNameError extends FoyerError {
  override name = 'ResolveNameError'
  static readonly code = 'RESOLVE_NAME_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ResolveNameError.code, 'Error resolving name', parameters)
  }
}

/** SPEC §8: fetching name suggestions failed. */
export class NameSuggestionsError extends FoyerError {
  override name = 'NameSuggestionsError'
  static readonly code = 'NAME_SUGGESTIONS_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NameSuggestionsError.code, 'Error fetching name suggestions', parameters)
  }
}

/** SPEC §8: the reverse lookup of an address's names failed. */
export class NamesForAddressError extends FoyerError {
  override name = 'NamesForAddressError'
  static readonly code = 'NAMES_FOR_ADDRESS_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NamesForAddressError.code, 'Error fetching names for address', parameters)
  }
}

/** SPEC §8: registering a name failed; the modal goes back to the register view. */
export class RegisterNameError extends FoyerError {
  override name = 'RegisterNameError'
  static readonly code = 'REGISTER_NAME_FAILED'
  /** The name that could not be registered. */
  readonly nameToRegister: string
  constructor(name: string, parameters: FoyerErrorParameters = {}) {
    super(RegisterNameError.code, `Error registering name ${name}`, parameters)
    this.nameToRegister = name
  }
}

/** SPEC §5, §8: name registration needs the auth connector and an active address. */
export class AddressOrAuthConnectorNotFoundError extends FoyerError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  static readonly code = 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(
      AddressOrAuthConnectorNotFoundError.code,
      'Address or auth connector not found',
      parameters,
    )
  }
}
