import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const alerts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  marginBottom: '12px',
})

export const alert = style({
  padding: '8px 12px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  border: `1px solid ${vars.danger}`,
  fontSize: '13px',
  fontWeight: 500,
})
