import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

/** The platform choice: one button per way to reach the wallet. */
export const platforms = style({
  display: 'flex',
  gap: '4px',
  flexWrap: 'wrap',
  justifyContent: 'center',
})

export const platformButton = style({
  padding: '6px 12px',
  borderRadius: vars.radiusButton,
  border: `1px solid ${vars.modalBorder}`,
  background: 'transparent',
  color: vars.modalMutedForeground,
  font: 'inherit',
  fontSize: '13px',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.itemBackground, color: vars.itemForeground },
    '&:focus-visible': { outline: `2px solid ${vars.focusRing}`, outlineOffset: '2px' },
  },
})
