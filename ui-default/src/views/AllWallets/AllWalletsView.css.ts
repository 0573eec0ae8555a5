import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '12px' })

export const searchRow = style({ position: 'relative', display: 'flex', alignItems: 'center' })

export const searchInput = style({
  width: '100%',
  minHeight: '44px',
  padding: '0 44px 0 14px',
  borderRadius: vars.radiusItem,
  border: `1px solid ${vars.modalBorder}`,
  background: vars.itemBackground,
  color: vars.itemForeground,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.modalMutedForeground },
    '&:focus-visible': { borderColor: vars.focusRing },
  },
})

export const searchSpinner = style({ position: 'absolute', right: '12px', display: 'flex' })

/**
 * The virtual list, which is its own scroll container: only the rows in (or near) view are
 * rendered. Its top and bottom padding are the list's own (they stand in for the rows not
 * rendered); the side padding leaves room for the focus ring.
 */
export const scroller = style({
  height: 'min(420px, 60vh)',
  overscrollBehavior: 'contain',
  padding: '0 2px',
  margin: '0 -2px',
})

/** A 64 px row: room for the focus ring above the 56 px button, the gap below. */
export const row = style({ padding: '2px 0 6px' })

export const footer = style({ display: 'flex', justifyContent: 'center', padding: '8px 0' })

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

export const skeleton = style({
  height: '56px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  animation: `${pulse} 1200ms ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const skeletonList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  height: 'min(420px, 60vh)',
  overflow: 'hidden',
})

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  padding: '24px 8px',
  textAlign: 'center',
  fontWeight: 500,
})
