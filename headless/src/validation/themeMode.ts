import { InvalidThemeModeError } from '../errors/config.js'
import { describeValue } from '../errors/inspect.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

/** Theme modes (SPEC §5). */
export const themeModes = ['light', 'dark'] as const

/** The modal's colour scheme (SPEC §5). */
export type ThemeMode = (typeof themeModes)[number]

/**
 * What a host may ask for: light, dark, or `'system'` — the visitor's `prefers-color-scheme`,
 * followed live (SPEC §5 names light and dark; `'system'` resolves to one of them).
 */
export const themeModeSettings = ['light', 'dark', 'system'] as const

/** A host's theme mode: light, dark, or the visitor's system setting. */
export type ThemeModeSetting = (typeof themeModeSettings)[number]

/** True for light, dark or system. */
export function isThemeModeSetting(value: unknown): value is ThemeModeSetting {
  return value === 'system' || isThemeMode(value)
}

/** True for light or dark. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark'
}

/** Per-field result of a theme mode (SPEC §5). */
export function validateThemeMode(mode: unknown): ValidationResult<'themeMode'> {
  return validationResult({
    themeMode: isThemeMode(mode)
      ? validField
      : invalidField(
          new InvalidThemeModeError({
            metaMessages: ['Rule: light or dark', `Provided: ${describeValue(mode)}`],
          }),
        ),
  })
}

/** Throws {@link InvalidThemeModeError} unless `mode` is light, dark or system. */
export function assertThemeModeSetting(mode: unknown): asserts mode is ThemeModeSetting {
  if (isThemeModeSetting(mode)) return
  throw new InvalidThemeModeError({
    metaMessages: ['Rule: light, dark or system', `Provided: ${describeValue(mode)}`],
  })
}

/** Throws {@link InvalidThemeModeError} unless `mode` is light or dark. */
export function assertThemeMode(mode: unknown): asserts mode is ThemeMode {
  const result = validateThemeMode(mode)
  if (!result.fields.themeMode.valid) throw result.fields.themeMode.error
}
