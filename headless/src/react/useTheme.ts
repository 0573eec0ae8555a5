import { useCallback } from 'react'
import { setThemeMode } from '../actions/setThemeMode.js'
import { themeModeAtom, themeVariablesAtom } from '../store/atoms.js'
import type { ThemeMode } from '../validation/themeMode.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: Readonly<Record<string, string>>
  /** Sets the mode; anything but light or dark throws `InvalidThemeModeError`. */
  setThemeMode(themeMode: ThemeMode): void
}

/** The theme mode and host token overrides, and the setter for the mode. */
export function useTheme(): UseThemeReturnType {
  const foyer = useFoyer()
  return {
    themeMode: useFoyerValue(themeModeAtom),
    themeVariables: useFoyerValue(themeVariablesAtom),
    setThemeMode: useCallback((themeMode) => setThemeMode(foyer, { themeMode }), [foyer]),
  }
}
