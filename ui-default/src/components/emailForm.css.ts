import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// The email login: the Connect view's email field, and the error line its views share.

export const emailForm = style({ display: 'flex', gap: '8px' })

export const emailInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  padding: '0 12px',
  borderRadius: vars.radiusButton,
  border: `1px solid ${vars.modalBorder}`,
  background: vars.itemBackground,
  color: vars.itemForeground,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.danger } },
})

export const errorText = style({ color: vars.danger, fontSize: '14px', margin: 0 })
