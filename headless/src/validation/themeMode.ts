import { describeValue } from '../errors/inspect.js'
import { InvalidThemeModeError } from '../errors/validation.js'
import { invalidField, type ValidationResult, validationResult, validField } from './result.js'

/** Theme modes (SPEC §5). */
export const themeModes = ['light', 'dark'] as const

/** The modal's colour scheme (SPEC §5). */
export type ThemeMode = (typeof themeModes)[number]

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

/** Throws {@link InvalidThemeModeError} unless `mode` is light or dark. */
export function assertThemeMode(mode: unknown): asserts mode is ThemeMode {
  const result = validateThemeMode(mode)
  if (!result.fields.themeMode.valid) throw result.fields.themeMode.error
}
