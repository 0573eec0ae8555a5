import { useTheme } from '@foyer/headless/react'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type CSSProperties, useMemo } from 'react'
import { vars } from './contract.css.js'
import { root } from './root.css.js'
import { darkTheme, lightTheme } from './themes.js'

/**
 * The attributes of a Foyer root element: the scoping attribute, the theme mode, the reset
 * class and the theme's custom properties (host `themeVariables` applied).
 */
export function useThemeRoot(): {
  'data-foyer': ''
  'data-theme': 'dark' | 'light'
  className: string
  style: CSSProperties
} {
  const { themeMode, themeVariables } = useTheme()
  const style = useMemo(() => {
    const tokens = (themeMode === 'light' ? lightTheme : darkTheme)(themeVariables)
    return assignInlineVars(vars, tokens) as CSSProperties
  }, [themeMode, themeVariables])
  return { 'data-foyer': '', 'data-theme': themeMode, className: root, style }
}
