import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

// The payment's steps (`data-state`): pending ones muted with a ring, the active one strong
// with a dot in the accent colour, done ones with a check in the success colour.

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '14px',
})

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  color: vars.modalMutedForeground,
  selectors: {
    '&::before': { content: '"○"', width: '1em', textAlign: 'center' },
    '&[data-state="active"]': { color: vars.modalForeground, fontWeight: 600 },
    '&[data-state="active"]::before': { content: '"●"', color: vars.accent },
    '&[data-state="done"]': { color: vars.modalForeground },
    '&[data-state="done"]::before': { content: '"✓"', color: vars.success },
  },
})
