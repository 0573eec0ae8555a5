import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

/** A grey block standing in for content while it loads; still under reduced motion. */
export const block = style({
  display: 'block',
  borderRadius: '6px',
  background: vars.itemBackground,
  animation: `${pulse} 1200ms ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const list = style({ display: 'flex', flexDirection: 'column', width: '100%' })

/** The shape of a list row: a 32 px round image, two lines of text, a value on the right. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '8px 4px',
  minHeight: '49px',
})

export const circle = style([block, { width: '32px', height: '32px', borderRadius: '50%' }])

export const lines = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: '6px' })

export const line = style([block, { height: '12px' }])

export const lineWide = style({ width: '45%' })
export const lineNarrow = style({ width: '30%' })
export const lineValue = style({ width: '56px' })

/** A line of large text (the account's balance): 20 px type, about 9 characters. */
export const balanceText = style([
  block,
  { display: 'inline-block', width: '120px', height: '24px' },
])

/** A 56 px list item (the wallet and network lists). */
export const item = style([block, { height: '56px', borderRadius: vars.radiusItem }])

export const items = style({ display: 'flex', flexDirection: 'column', gap: '8px', width: '100%' })

/** A card of the NFT grid. */
export const card = style([block, { aspectRatio: '1', borderRadius: vars.radiusItem }])

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: '8px',
  width: '100%',
})
