import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// The swap form's pieces: the two sides, the flip button between them, the details rows.

export const sides = style({ display: 'flex', flexDirection: 'column', gap: '4px' })

export const sideHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '8px',
})

export const tokenButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '40px',
  padding: '0 10px',
  borderRadius: vars.radiusButton,
  background: vars.buttonBackground,
  color: vars.buttonForeground,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.buttonHoverBackground },
    '&:focus-visible': { outline: `2px solid ${vars.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const flipRow = style({ display: 'flex', justifyContent: 'center', margin: '-10px 0' })

export const flipButton = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `3px solid ${vars.modalBackground}`,
  background: vars.buttonBackground,
  color: vars.buttonForeground,
  fontSize: '18px',
  zIndex: 1,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.buttonHoverBackground },
    '&:focus-visible': { outline: `2px solid ${vars.focusRing}` },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const warning = style({ color: vars.danger, fontWeight: 600 })

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '10px 12px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.itemForeground,
  fontSize: '14px',
  selectors: {
    '&[data-state="done"]': { color: vars.success },
    '&[data-state="failed"]': { color: vars.danger },
    '&[data-state="pending"]': { color: vars.modalMutedForeground },
  },
})

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  border: '2px solid currentColor',
  fontWeight: 700,
  fontSize: '12px',
  flexShrink: 0,
})
