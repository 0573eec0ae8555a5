import { style } from '@vanilla-extract/css'
import { accentButton } from '../components/shared.css.js'
import { vars } from '../theme/contract.css.js'

export const connectButton = style([accentButton, { fontSize: '15px' }])

export const accountButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  minHeight: '44px',
  padding: '0 6px 0 16px',
  borderRadius: vars.radiusButton,
  background: vars.buttonBackground,
  color: vars.buttonForeground,
  fontWeight: 600,
  fontSize: '15px',
  selectors: { '&:hover': { background: vars.buttonHoverBackground } },
})

export const address = style({
  padding: '6px 12px',
  borderRadius: vars.radiusButton,
  background: vars.itemBackground,
  fontVariantNumeric: 'tabular-nums',
})
