import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const tabs = style({ width: '100%', textAlign: 'left' })

export const tabList = style({
  display: 'flex',
  gap: '4px',
  padding: '4px',
  borderRadius: vars.radiusButton,
  background: vars.itemBackground,
})

export const tab = style({
  flex: '1 1 0',
  textAlign: 'center',
  minHeight: '36px',
  borderRadius: vars.radiusButton,
  color: vars.modalMutedForeground,
  fontWeight: 600,
  fontSize: '14px',
  transition: 'background-color 120ms ease',
  selectors: {
    '&[data-state="active"]': { background: vars.modalBackground, color: vars.modalForeground },
    '&:hover:not([data-state="active"])': { background: vars.itemHoverBackground },
    '&:focus-visible': { outline: `2px solid ${vars.focusRing}`, outlineOffset: '2px' },
  },
})

export const panel = style({ paddingTop: '8px', minHeight: '120px' })

// Shared with Transactions: defined in components/.
export { monthHeading, state, thumb } from '../../components/list.css.js'

export const nftGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: '8px',
})

export const nftCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '6px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  fontSize: '13px',
})

export const nftImage = style({
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radiusItem,
  objectFit: 'cover',
  background: vars.itemHoverBackground,
})

export const features = style({ display: 'flex', gap: '8px', width: '100%' })

// Four features share the row at any width: each takes an equal part, its padding shrinks, and
// no label pushes the last one out of the modal.
export const feature = style({ flex: '1 1 0', minWidth: 0, padding: '0 8px' })

export const profileName = style({ fontSize: '18px', fontWeight: 600 })

export const explorerLink = style({
  color: vars.modalMutedForeground,
  fontSize: '13px',
  textDecoration: 'underline',
})
