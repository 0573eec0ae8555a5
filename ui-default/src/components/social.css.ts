import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// The social logins: the Connect view's row of marks and the ConnectSocials list.

export const socialRow = style({ display: 'flex', gap: '8px' })

export const socialRowItem = style({ flex: '1 1 0', minWidth: 0, display: 'flex' })

export const socialButton = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  minHeight: '48px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.itemForeground,
  fontWeight: 600,
  fontSize: '14px',
  transition: 'background-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.itemHoverBackground },
    '&:focus-visible': { outline: `2px solid ${vars.focusRing}`, outlineOffset: '2px' },
  },
})

/** The mark inside a list item, in the place a wallet's image takes. */
export const socialMark = style({
  width: '36px',
  height: '36px',
  borderRadius: '10px',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.itemHoverBackground,
})
