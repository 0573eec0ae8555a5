import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** SPEC §8: the on-demand code for email login failed to load. */
export class EmailDependencyLoadError extends FoyerError {
  override name = 'EmailDependencyLoadError'
  static readonly code = 'EMAIL_DEPENDENCY_LOAD_FAILED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(EmailDependencyLoadError.code, 'Unable to load email login dependency', parameters)
  }
}
