import { themeModeAtom, themeModeSettingAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { DARK_SCHEME_QUERY, systemColorScheme } from '../utils/systemColorScheme.js'

/**
 * `themeMode: 'system'`: the colour scheme in force follows the visitor's
 * `prefers-color-scheme`, live — read at mount and on every change of the system setting (or
 * of the host's setting, `setThemeMode`). Light or dark set by the host are left alone.
 */
export function watchSystemTheme(foyer: Foyer): () => void {
  const { store } = foyer
  const apply = () => {
    if (store.get(themeModeSettingAtom) === 'system') store.set(themeModeAtom, systemColorScheme())
  }
  apply()
  const query = globalThis.matchMedia?.(DARK_SCHEME_QUERY)
  query?.addEventListener?.('change', apply)
  const stop = store.sub(themeModeSettingAtom, apply)
  return () => {
    query?.removeEventListener?.('change', apply)
    stop()
  }
}
