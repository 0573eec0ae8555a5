import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { spin } from '../theme/root.css.js'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: '8px' })

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  width: '100%',
  padding: '10px 12px',
  minHeight: '56px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.itemForeground,
  fontWeight: 500,
  transition: 'background-color 120ms ease',
  selectors: { '&:hover:not(:disabled)': { background: vars.itemHoverBackground } },
})

export const listItemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const tag = style({
  fontSize: '12px',
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: vars.radiusButton,
  background: vars.itemHoverBackground,
  color: vars.modalMutedForeground,
})

export const walletIcon = style({
  width: '36px',
  height: '36px',
  borderRadius: '10px',
  flexShrink: 0,
  objectFit: 'cover',
  background: vars.itemHoverBackground,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
})

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '44px',
  padding: '0 20px',
  borderRadius: vars.radiusButton,
  background: vars.buttonBackground,
  color: vars.buttonForeground,
  fontWeight: 600,
  transition: 'background-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.buttonHoverBackground },
    // A button that cannot act now (an invalid form, a step under way) must look it.
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const accentButton = style([
  button,
  {
    background: vars.accent,
    color: vars.accentForeground,
    selectors: { '&:hover:not(:disabled)': { background: vars.accentHover } },
  },
])

export const muted = style({ color: vars.modalMutedForeground, fontSize: '14px' })

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '12px',
  padding: '8px 0',
})

export const spinner = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  border: `3px solid ${vars.itemHoverBackground}`,
  borderTopColor: vars.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
})

/** A view's one-line statement ('Continue in …', 'Connection declined'); red with `data-tone="danger"`. */
export const heading = style({
  fontSize: '16px',
  fontWeight: 600,
  selectors: { '&[data-tone="danger"]': { color: vars.danger } },
})
