import { style } from '@vanilla-extract/css'

// The list rows live in components/ (Transactions shows the same activity rows).
export { amount, row, rowLabel, symbol } from '../../components/list.css.js'

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
