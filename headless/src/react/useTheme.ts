import { useCallback } from 'react'
import { setThemeMode } from '../actions/setThemeMode.js'
import { themeModeAtom, themeModeSettingAtom, themeVariablesAtom } from '../store/atoms.js'
import type { ThemeMode, ThemeModeSetting } from '../validation/themeMode.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseThemeReturnType = {
  /** The colour scheme in force (the system's under `'system'`). */
  themeMode: ThemeMode
  /** What the host asked for: light, dark or system. */
  themeModeSetting: ThemeModeSetting
  themeVariables: Readonly<Record<string, string>>
  /** Sets the mode; anything but light, dark or system throws `InvalidThemeModeError`. */
  setThemeMode(themeMode: ThemeModeSetting): void
}

/** The theme mode and host token overrides, and the setter for the mode. */
export function useTheme(): UseThemeReturnType {
  const foyer = useFoyer()
  return {
    themeMode: useFoyerValue(themeModeAtom),
    themeModeSetting: useFoyerValue(themeModeSettingAtom),
    themeVariables: useFoyerValue(themeVariablesAtom),
    setThemeMode: useCallback((themeMode) => setThemeMode(foyer, { themeMode }), [foyer]),
  }
}
