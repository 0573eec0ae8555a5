import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  width: '232px',
  height: '232px',
  padding: '16px',
  boxSizing: 'border-box',
  borderRadius: vars.radiusItem,
  border: `1px solid ${vars.modalBorder}`,
  background: vars.qrBackground,
  color: vars.qrForeground,
})

export const qrCode = style({ width: '100%', height: '100%', display: 'block' })

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
