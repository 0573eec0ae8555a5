import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const details = style({ display: 'flex', flexDirection: 'column', gap: '8px', margin: 0 })

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '12px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.itemForeground,
})

export const detailLabel = style({
  fontSize: '13px',
  fontWeight: 600,
  color: vars.modalMutedForeground,
})

export const detailValue = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '14px',
  maxHeight: '160px',
  overflowY: 'auto',
})

export const actions = style({ display: 'flex', gap: '8px', justifyContent: 'stretch' })
