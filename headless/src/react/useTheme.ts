import { useAtomValue } from 'jotai/react'
import { themeModeAtom, themeVariablesAtom } from '../store/atoms.js'
import { useFoyer } from './FoyerProvider.js'

/** The theme mode and host token overrides, and the setter for the mode. */
export function useTheme() {
  const foyer = useFoyer()
  return {
    themeMode: useAtomValue(themeModeAtom),
    themeVariables: useAtomValue(themeVariablesAtom),
    setThemeMode: foyer.setThemeMode,
  }
}
