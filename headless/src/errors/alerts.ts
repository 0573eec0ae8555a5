import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { assertParameter, baseParameterRules as is } from './parameters.js'

// The alerts of SPEC §8: conditions the modal shows to the host's developer or the visitor.
// Each has a stable code the UI branches on. EmailDependencyLoadError has a module of its own
// (emailDependency.ts): the embedded wallet's factory, part of a host's first load, throws it.

/** SPEC §5, §8: the host gave no project id, so no provider service can be used. */
export class ProjectIdNotConfiguredError extends FoyerError {
  override name = 'ProjectIdNotConfiguredError'
  static readonly code = 'PROJECT_ID_NOT_CONFIGURED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(ProjectIdNotConfiguredError.code, 'Project ID not configured', {
      metaMessages: ['Pass `projectId` to createFoyer.'],
      ...parameters,
    })
  }
}

/**
 * SPEC §5, §8: the app's origin is not on the project's allowlist (or the provider refused the
 * origin), so email and social login cannot work.
 */
export class InvalidAppConfigurationError extends FoyerError {
  override name = 'InvalidAppConfigurationError'
  static readonly code = 'INVALID_APP_CONFIGURATION'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidAppConfigurationError.code, 'Invalid app configuration', {
      metaMessages: ["Add this app's origin to the project's allowed origins."],
      ...parameters,
    })
  }
}

/** SPEC §8: the provider does not know the project id (invalid app configuration). */
export class InvalidProjectIdError extends FoyerError {
  override name = 'InvalidProjectIdError'
  static readonly code = 'INVALID_PROJECT_ID'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(InvalidProjectIdError.code, 'Invalid project ID', {
      metaMessages: ['Check the `projectId` passed to createFoyer.'],
      ...parameters,
    })
  }
}

/** SPEC §8: the embedded wallet frame did not load in time (iframe_load_failed). */
export class FrameLoadFailedError extends FoyerError {
  override name = 'FrameLoadFailedError'
  static readonly code = 'IFRAME_LOAD_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(FrameLoadFailedError.code, 'Network Error - Could not load embedded wallet', parameters)
  }
}

/** SPEC §8: a request to the embedded wallet frame got no answer in time (iframe_request_timeout). */
export class FrameRequestTimeoutError extends FoyerError {
  override name = 'FrameRequestTimeoutError'
  static readonly code = 'IFRAME_REQUEST_TIMEOUT'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(FrameRequestTimeoutError.code, 'Embedded Wallet Request Timed Out', parameters)
  }
}

/** SPEC §8: the app's domain is not verified with the provider. */
export class UnverifiedDomainError extends FoyerError {
  override name = 'UnverifiedDomainError'
  static readonly code = 'UNVERIFIED_DOMAIN'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(UnverifiedDomainError.code, 'Unverified domain', {
      metaMessages: ["Verify this app's domain with the provider."],
      ...parameters,
    })
  }
}

/** SPEC §8: switching to a network the host did not list. */
export class SwitchNetworkNotFoundError extends FoyerError {
  override name = 'SwitchNetworkNotFoundError'
  static readonly code = 'SWITCH_NETWORK_NOT_FOUND'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SwitchNetworkNotFoundError.code, 'Network Not Found', {
      metaMessages: ['The network must be in the `networks` array.'],
      ...parameters,
    })
  }
}

/** SPEC §8: the sign-in session is invalid, e.g. because the device clock is wrong. */
export class SessionExpiredError extends FoyerError {
  override name = 'SessionExpiredError'
  static readonly code = 'SESSION_EXPIRED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(SessionExpiredError.code, 'Session Expired', {
      metaMessages: ["Invalid session: check the device's time settings and connect again."],
      ...parameters,
    })
  }
}

/**
 * Provider error messages and the alert each means (SPEC §8 "Provider mappings"), matched as
 * part of the provider's message.
 */
export const providerErrorAlerts = [
  ['Unauthorized: origin not allowed', () => new InvalidAppConfigurationError()],
  ['JWT validation error: JWT Token is not yet valid', () => new SessionExpiredError()],
  ['Unauthorized: invalid key', () => new InvalidProjectIdError()],
] as const satisfies readonly (readonly [string, () => FoyerError])[]

/**
 * The alert a provider error message stands for (SPEC §8 "Provider mappings"), or `undefined`
 * when the message is not one of them.
 */
export function providerErrorToAlert(message: string | undefined): FoyerError | undefined {
  assertParameter('message', message, is.optional(is.string))
  if (!message) return undefined
  const found = providerErrorAlerts.find(([text]) => message.includes(text))
  return found?.[1]()
}
