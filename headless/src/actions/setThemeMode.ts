import type { InvalidThemeModeError } from '../errors/config.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { themeModeAtom, themeModeSettingAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { systemColorScheme } from '../utils/systemColorScheme.js'
import { assertParameters } from '../validation/parameters.js'
import { assertThemeModeSetting, type ThemeModeSetting } from '../validation/themeMode.js'

export type SetThemeModeParameters = { themeMode: ThemeModeSetting }

export type SetThemeModeReturnType = undefined

export type SetThemeModeErrorType = InvalidThemeModeError

/**
 * Sets the modal's colour scheme: light, dark, or `'system'` (the visitor's
 * `prefers-color-scheme`, followed live once mounted); anything else throws
 * `InvalidThemeModeError`.
 */
export function setThemeMode(
  foyer: Foyer,
  parameters: SetThemeModeParameters,
): SetThemeModeReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, {})
  const { themeMode } = parameters
  assertThemeModeSetting(themeMode)
  foyer.store.set(themeModeSettingAtom, themeMode)
  foyer.store.set(themeModeAtom, themeMode === 'system' ? systemColorScheme() : themeMode)
}
