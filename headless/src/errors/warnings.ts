import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/**
 * SPEC §6: the project's remote configuration was fetched and overrides the host's local
 * feature settings. A warning: it is reported, never thrown.
 */
export class LocalConfigurationIgnoredWarning extends FoyerError {
  override name = 'LocalConfigurationIgnoredWarning'
  static readonly code = 'LOCAL_CONFIGURATION_IGNORED'
  constructor(parameters: FoyerErrorParameters = {}) {
    super(LocalConfigurationIgnoredWarning.code, 'Local configuration ignored', parameters)
  }
}
