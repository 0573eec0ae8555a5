import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const address = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '13px',
  overflowWrap: 'anywhere',
  maxWidth: '300px',
})

export const networkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '6px',
})

export const networkChip = style({
  fontSize: '12px',
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: vars.radiusButton,
  background: vars.itemHoverBackground,
  color: vars.modalForeground,
})
