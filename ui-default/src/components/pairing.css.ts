import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

/** A QR code's frame (pairing, Farcaster, Receive); dimmed while an expired URI is being replaced. */
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
  selectors: { '&[data-state="expired"]': { opacity: 0.4 } },
})

export const qrCode = style({ width: '100%', height: '100%', display: 'block' })
