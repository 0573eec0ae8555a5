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

/** The scrolling window of the virtual list: only the rows in (or near) view are rendered. */
export const scroller = style({
  height: 'min(420px, 60vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Room for the focus ring of the first and last rows.
  padding: '2px',
  margin: '-2px',
})

export const sizer = style({ position: 'relative', width: '100%' })

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: '8px',
})

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
