import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// The one-time code boxes of the email login and the email change.

export const otpGroup = style({ display: 'flex', gap: '8px', justifyContent: 'center' })

export const otpBox = style({
  width: '44px',
  height: '52px',
  textAlign: 'center',
  fontSize: '22px',
  fontWeight: 600,
  borderRadius: vars.radiusButton,
  border: `1px solid ${vars.modalBorder}`,
  background: vars.itemBackground,
  color: vars.itemForeground,
  selectors: { '&:focus': { outline: `2px solid ${vars.accent}`, outlineOffset: '1px' } },
})
