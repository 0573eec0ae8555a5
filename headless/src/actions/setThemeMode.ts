import type { InvalidThemeModeError } from '../errors/validation.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { themeModeAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters } from '../validation/parameters.js'
import { assertThemeMode, type ThemeMode } from '../validation/themeMode.js'

export type SetThemeModeParameters = { themeMode: ThemeMode }

export type SetThemeModeReturnType = undefined

export type SetThemeModeErrorType = InvalidThemeModeError

/** Sets the modal's colour scheme; anything but light or dark throws `InvalidThemeModeError`. */
export function setThemeMode(
  foyer: Foyer,
  parameters: SetThemeModeParameters,
): SetThemeModeReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, {})
  assertThemeMode(parameters.themeMode)
  foyer.store.set(themeModeAtom, parameters.themeMode)
}
