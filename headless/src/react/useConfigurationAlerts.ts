import type { FoyerError } from '../errors/FoyerError.js'
import { configurationAlertsAtom } from '../store/atoms.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * Alerts about the host's configuration (project id missing, origin not allowed, local
 * configuration ignored), each a Foyer error with a stable `code`.
 */
export function useConfigurationAlerts(): readonly FoyerError[] {
  return useFoyerValue(configurationAlertsAtom)
}
