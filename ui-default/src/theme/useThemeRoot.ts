import { useTheme } from '@foyer/headless/react'
import { useId, useInsertionEffect } from 'react'
import { root } from './root.css.js'
import { type TokenName, tokenNames } from './tokens.js'

/** A value that cannot close the rule it is written into. */
const isSafeValue = (value: unknown): value is string =>
  typeof value === 'string' && !/[{};<>\\]/.test(value)

/**
 * The rule that gives the roots marked `id` the host's `themeVariables`: weightless
 * (`:where`) and outside any layer, so it wins over the themes' layered tokens while any
 * `[data-foyer]` rule of the host's CSS still wins over it. `undefined` without variables.
 */
export function themeVariablesRule(id: string, themeVariables: Readonly<Record<string, string>>) {
  const declarations = Object.entries(themeVariables)
    .filter(([name, value]) => tokenNames.includes(name as TokenName) && isSafeValue(value))
    .map(([name, value]) => `--foyer-${name}: ${value};`)
  if (declarations.length === 0) return undefined
  const selector = `[data-foyer-theme="${id.replace(/["\\]/g, '\\$&')}"]`
  return `:where(${selector}) { ${declarations.join(' ')} }`
}

/**
 * The attributes of a Foyer root element: the scoping attribute, the theme mode (the themes'
 * tokens come from the stylesheet, under `[data-theme]`), the reset class, and the mark of the
 * style element that carries the host's `themeVariables` — no inline style, so the host's CSS
 * can set any token.
 */
export function useThemeRoot(): {
  'data-foyer': ''
  'data-theme': 'dark' | 'light'
  'data-foyer-theme': string
  className: string
} {
  const { themeMode, themeVariables } = useTheme()
  const id = useId()
  useInsertionEffect(() => {
    const rule = themeVariablesRule(id, themeVariables)
    if (!rule) return
    const element = document.createElement('style')
    element.dataset.foyerThemeVariables = ''
    element.textContent = rule
    document.head.append(element)
    return () => element.remove()
  }, [id, themeVariables])
  return { 'data-foyer': '', 'data-theme': themeMode, 'data-foyer-theme': id, className: root }
}
