import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

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

/** The right-hand column of a row: its USD value. */
export const values = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' })

/** The account's total above the list: 'Total' and its USD value. */
export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  padding: '4px 4px 8px',
})

export const totalValue = style({
  fontSize: '20px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})
