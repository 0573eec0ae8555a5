// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setThemeMode } from '../actions/setThemeMode.js'
import { InvalidThemeModeError } from '../errors/config.js'
import { themeModeAtom, themeModeSettingAtom } from '../store/atoms.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'

/** A `matchMedia` whose dark-scheme answer the test changes, firing `change` as a browser does. */
function fakeColorScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => query)
  return {
    set(next: boolean) {
      dark = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

afterEach(() => {
  unmountAll()
  vi.unstubAllGlobals()
})

describe('watchSystemTheme', () => {
  test("parameters: themeMode 'system' — dark before mount, then the system's, followed live", () => {
    const scheme = fakeColorScheme(false)
    const { foyer } = testFoyer({ themeMode: 'system', mounted: false })
    expect(foyer.store.get(themeModeAtom)).toBe('dark')
    expect(foyer.store.get(themeModeSettingAtom)).toBe('system')
    const { foyer: mounted } = testFoyer({ themeMode: 'system' })
    expect(mounted.store.get(themeModeAtom)).toBe('light')
    scheme.set(true)
    expect(mounted.store.get(themeModeAtom)).toBe('dark')
    scheme.set(false)
    expect(mounted.store.get(themeModeAtom)).toBe('light')
  })

  test('behavior: light or dark set by the host ignore the system; system again follows it', () => {
    const scheme = fakeColorScheme(true)
    const { foyer } = testFoyer({ themeMode: 'light' })
    scheme.set(true)
    expect(foyer.store.get(themeModeAtom)).toBe('light')
    setThemeMode(foyer, { themeMode: 'system' })
    expect(foyer.store.get(themeModeAtom)).toBe('dark')
    scheme.set(false)
    expect(foyer.store.get(themeModeAtom)).toBe('light')
    setThemeMode(foyer, { themeMode: 'dark' })
    scheme.set(false)
    expect(foyer.store.get(themeModeAtom)).toBe('dark')
  })

  test('behavior: unmounting stops listening', () => {
    const scheme = fakeColorScheme(true)
    testFoyer({ themeMode: 'system' })
    expect(scheme.listeners.size).toBe(1)
    unmountAll()
    expect(scheme.listeners.size).toBe(0)
  })

  test('error: setThemeMode refuses anything but light, dark or system', () => {
    const { foyer } = testFoyer()
    expect(() => setThemeMode(foyer, { themeMode: 'auto' as never })).toThrow(InvalidThemeModeError)
  })
})
