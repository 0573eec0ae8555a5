import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// Rows of the account's lists (tokens, activity), shared by Account and Transactions.

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '8px 4px',
  borderTop: `1px solid ${vars.modalBorder}`,
})

export const rowLabel = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  fontWeight: 500,
})

export const symbol = style({ fontSize: '12px', color: vars.modalMutedForeground })

export const amount = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' })

export const state = style({ padding: '24px 4px', textAlign: 'center' })

export const monthHeading = style({
  fontSize: '13px',
  fontWeight: 600,
  color: vars.modalMutedForeground,
  margin: '12px 4px 4px',
})

export const thumb = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radiusItem,
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.itemBackground,
})
