import { assignVars, globalLayer, globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from './contract.css.js'
import { darkTheme, lightTheme } from './themes.js'

/**
 * The themes' tokens, in the stylesheet, in a cascade layer of their own: any rule a host writes
 * outside a layer (`[data-foyer] { --foyer-accent: #7b61ff }`) wins over them, whatever its
 * order or weight, and so do the host's `themeVariables` (useThemeRoot adds them the same way).
 */
const themeLayer = globalLayer('foyer-theme')

globalStyle(':where([data-foyer])', {
  '@layer': { [themeLayer]: { vars: assignVars(vars, darkTheme()) } },
})
globalStyle(':where([data-foyer][data-theme="light"])', {
  '@layer': { [themeLayer]: { vars: assignVars(vars, lightTheme()) } },
})

/**
 * Every Foyer element sits under one `[data-foyer]` root. The reset applies only there, so host
 * CSS and Foyer's never collide. Its selectors weigh exactly one class (`.root :where(…)`):
 * enough to beat a host's element rules such as `button { … }`, and no more than the component
 * classes that come after it in the stylesheet, which therefore win.
 */
export const root = style({
  fontFamily: vars.fontFamily,
  color: vars.modalForeground,
  lineHeight: 1.4,
  WebkitFontSmoothing: 'antialiased',
  // The root may itself be a control (ConnectButton is a root <button>).
  margin: 0,
  border: 0,
})

globalStyle(`${root}, ${root} :where(*, *::before, *::after)`, { boxSizing: 'border-box' })

// Descendants only: `font: inherit` on the root itself would undo its own font-family.
globalStyle(`${root} :where(*, *::before, *::after)`, {
  margin: 0,
  padding: 0,
  border: 0,
  font: 'inherit',
  verticalAlign: 'baseline',
})

globalStyle(`${root} :where(ul, ol)`, { listStyle: 'none' })

globalStyle(`${root} :where(button)`, {
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'inherit',
})

globalStyle(`${root} :where(button:disabled)`, { cursor: 'default' })

globalStyle(`${root} :focus-visible`, {
  outline: `2px solid ${vars.focusRing}`,
  outlineOffset: '2px',
})

globalStyle(`${root} :where(img)`, { display: 'block', maxWidth: '100%' })

// SPEC §9: no motion for a visitor who asked for less (hover fades included).
globalStyle(`${root}, ${root} *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important' } },
})

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** The bottom sheet's breakpoint (FoyerModal.css.ts). */
const narrow = '(max-width: 430px)'

// Narrow screens, where the modal is a bottom sheet: every control is a touch target of at least
// 44 × 44 px (WCAG 2.5.5). The selectors weigh more than one component class, so a view's own
// smaller size (a 36 px tab or icon button) yields here; links inside a sentence are exempt.
globalStyle(
  `${root} :is(button, [role="tab"], select, input:not([type="checkbox"], [type="radio"]))`,
  { '@media': { [narrow]: { minHeight: '44px', minWidth: '44px' } } },
)

globalStyle(`${root} :not(p) > a[href]`, {
  '@media': {
    [narrow]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '44px',
      minWidth: '44px',
    },
  },
})
