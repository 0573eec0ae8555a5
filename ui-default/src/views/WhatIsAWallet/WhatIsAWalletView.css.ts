import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  padding: '8px 4px',
})

export const point = style({ display: 'flex', gap: '12px', alignItems: 'flex-start' })

export const mark = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.accent,
  fontWeight: 700,
})

export const pointTitle = style({ fontWeight: 600 })
