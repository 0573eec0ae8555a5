/** The media query of a dark system colour scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/** The visitor's colour scheme (`prefers-color-scheme`); dark where it cannot be read (a server). */
export function systemColorScheme(): 'light' | 'dark' {
  const query = globalThis.matchMedia?.(DARK_SCHEME_QUERY)
  if (!query) return 'dark'
  return query.matches ? 'dark' : 'light'
}
