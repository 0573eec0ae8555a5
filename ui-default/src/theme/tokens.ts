/**
 * The semantic tokens of Foyer's theme. A host overrides any of them through `themeVariables`
 * (`{ accent: '#7b61ff', radiusModal: '12px' }`). Each becomes the CSS custom property
 * `--foyer-<name>` under the `[data-foyer]` root.
 */
export const tokenNames = [
  'fontFamily',
  'modalBackground',
  'modalForeground',
  'modalMutedForeground',
  'modalBorder',
  'overlayBackground',
  'itemBackground',
  'itemHoverBackground',
  'itemForeground',
  'accent',
  'accentForeground',
  'accentHover',
  'buttonBackground',
  'buttonForeground',
  'buttonHoverBackground',
  'danger',
  'success',
  'focusRing',
  'qrBackground',
  'qrForeground',
  'radiusModal',
  'radiusItem',
  'radiusButton',
  'shadowModal',
  'zIndex',
] as const

export type TokenName = (typeof tokenNames)[number]

/** A complete set of values for every token. */
export type ThemeTokens = Record<TokenName, string>

/** Overrides a host may pass: any subset of tokens. */
export type ThemeVariables = Partial<ThemeTokens>
