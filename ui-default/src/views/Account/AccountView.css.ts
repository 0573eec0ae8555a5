import { style } from '@vanilla-extract/css'
import { stack } from '../../components/shared.css.js'
import { vars } from '../../theme/contract.css.js'

export const avatar = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: `radial-gradient(circle at 30% 30%, ${vars.accentHover}, ${vars.accent})`,
})

export const balance = style({
  fontSize: '20px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})

export const chip = style({
  padding: '4px 12px',
  borderRadius: vars.radiusButton,
  background: vars.itemBackground,
  color: vars.modalMutedForeground,
  fontSize: '13px',
  fontWeight: 500,
  transition: 'background-color 120ms ease',
  selectors: { '&:hover': { background: vars.itemHoverBackground } },
})

export const avatarImage = style({
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  objectFit: 'cover',
})

/** The embedded wallet's account type and the button switching it. */
export const embeddedRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  flexWrap: 'wrap',
})

export const accountType = style({
  padding: '4px 12px',
  borderRadius: vars.radiusButton,
  background: vars.itemBackground,
  color: vars.modalForeground,
  fontSize: '13px',
  fontWeight: 600,
})

export const sessionsHeading = style({
  fontSize: '14px',
  fontWeight: 600,
  textAlign: 'start',
})

/** The Sessions section: a stack of the view's full width. */
export const sessions = style([stack, { width: '100%' }])
