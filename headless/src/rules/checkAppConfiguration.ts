import { InvalidAppConfigurationError, ProjectIdNotConfiguredError } from '../errors/alerts.js'
import type { FoyerError } from '../errors/FoyerError.js'

/**
 * Whether an origin is on an allowlist: an exact match, or a `*` wildcard entry such as
 * `https://*.example.com` (matching any subdomain). Trailing slashes are ignored.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const clean = (value: string) => value.replace(/\/+$/, '').toLowerCase()
  const target = clean(origin)
  return allowedOrigins.some((entry) => {
    const allowed = clean(entry)
    if (!allowed.includes('*')) return allowed === target
    const pattern = allowed
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')
    return new RegExp(`^${pattern}$`).test(target)
  })
}

/** What {@link checkAppConfiguration} checks. */
export type CheckAppConfigurationParameters = {
  projectId: string
  /** Whether email or social login is on. */
  authEnabled: boolean
  /** The project's allowed origins; `undefined` when no provider is configured. */
  allowedOrigins: readonly string[] | undefined
  /** The app's origin (`location.origin`), read by the caller in the browser. */
  origin: string | undefined
}

/**
 * The configuration alerts to show (SPEC §5): project-not-configured without a project id;
 * invalid-app-configuration when email or social login is on and the app's origin is not
 * among the project's allowed origins. An empty list (the origins fetch failed) proves
 * nothing and raises no alert.
 */
export function checkAppConfiguration(parameters: CheckAppConfigurationParameters): FoyerError[] {
  const alerts: FoyerError[] = []
  if (!parameters.projectId) alerts.push(new ProjectIdNotConfiguredError())
  const origins = parameters.allowedOrigins
  if (
    parameters.authEnabled &&
    parameters.origin &&
    origins?.length &&
    !isOriginAllowed(parameters.origin, origins)
  ) {
    alerts.push(
      new InvalidAppConfigurationError({ metaMessages: [`Origin: ${parameters.origin}`] }),
    )
  }
  return alerts
}
