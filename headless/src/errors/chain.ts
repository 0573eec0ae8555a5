import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §8: no adapter is configured for what was asked. */
export class AdapterNotFoundError extends FoyerError {
  override name = 'AdapterNotFoundError'
  static readonly code = 'ADAPTER_NOT_FOUND'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(AdapterNotFoundError.code, 'Adapter not found', parameters)
  }
}

/** SPEC §8: no adapter is configured for the chain namespace in use. */
export class ChainAdapterNotFoundError extends FoyerError {
  override name = 'ChainAdapterNotFoundError'
  static readonly code = 'CHAIN_ADAPTER_NOT_FOUND'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ChainAdapterNotFoundError.code, 'Chain adapter not found', parameters)
  }
}

/** SPEC §8: an action needs the active CAIP network id and CAIP address, and one is missing. */
export class CaipIdUndefinedError extends FoyerError {
  override name = 'CaipIdUndefinedError'
  static readonly code = 'CAIP_ID_UNDEFINED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(CaipIdUndefinedError.code, 'CaipNetworkId or CaipAddress is undefined', parameters)
  }
}

/** SPEC §8: an action needs a chain namespace and none was given. */
export class ChainRequiredError extends FoyerError {
  override name = 'ChainRequiredError'
  static readonly code = 'CHAIN_REQUIRED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ChainRequiredError.code, 'Chain is required', parameters)
  }
}

/** SPEC §8, SPEC-NOTES: the blockchain API has no gas price for this network. */
export class GasPriceNetworkNotSupportedError extends FoyerError {
  override name = 'GasPriceNetworkNotSupportedError'
  static readonly code = 'GAS_PRICE_NETWORK_NOT_SUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(GasPriceNetworkNotSupportedError.code, 'Network not supported for Gas Price', parameters)
  }
}

/** SPEC §8, SPEC-NOTES: the blockchain API has no swaps (quotes, build, approve) here. */
export class SwapNetworkNotSupportedError extends FoyerError {
  override name = 'SwapNetworkNotSupportedError'
  static readonly code = 'SWAP_NETWORK_NOT_SUPPORTED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SwapNetworkNotSupportedError.code, 'Network not supported for Swaps', parameters)
  }
}

/** SPEC §5: sending on a namespace that has no send support. */
export class UnsupportedChainError extends FoyerError {
  override name = 'UnsupportedChainError'
  static readonly code = 'UNSUPPORTED_CHAIN'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UnsupportedChainError.code, 'Unsupported chain', parameters)
  }
}

/** SPEC §5, §8: a CAIP-10 address without exactly 3 non-empty parts and a known namespace. */
export class InvalidCaipAddressError extends FoyerError {
  override name = 'InvalidCaipAddressError'
  static readonly code = 'INVALID_CAIP_ADDRESS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidCaipAddressError.code, 'Invalid CAIP Address', parameters)
  }
}

/** SPEC §8: an action needs a connected account and the active namespace has none. */
export class NoActiveCaipAddressError extends FoyerError {
  override name = 'NoActiveCaipAddressError'
  static readonly code = 'NO_ACTIVE_CAIP_ADDRESS'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NoActiveCaipAddressError.code, 'No ActiveCaipAddress found', parameters)
  }
}

/** SPEC §8: an action needs the active network and its chain client, and one is missing. */
export class NoActiveCaipNetworkError extends FoyerError {
  override name = 'NoActiveCaipNetworkError'
  static readonly code = 'NO_ACTIVE_CAIP_NETWORK'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(NoActiveCaipNetworkError.code, 'No ActiveCaipNetwork or client found', parameters)
  }
}

/** SPEC §5: an ENS coin type needs an EVM chain id below 2^31. */
export class EnsChainIdTooLargeError extends FoyerError {
  override name = 'EnsChainIdTooLargeError'
  static readonly code = 'ENS_CHAIN_ID_TOO_LARGE'
  constructor(chainId: number, parameters: FoyerErrorParameters = {}) {
    super(EnsChainIdTooLargeError.code, 'Chain id too large for an ENS coin type', {
      metaMessages: ['Rule: the chain id must be below 2^31', `Provided: ${chainId}`],
      ...parameters,
    })
  }
}
