import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// Form pieces several views share (send, token picker, send review, name registration):
// fields, inputs, hints, messages and summary rows.

export const form = style({ display: 'flex', flexDirection: 'column', gap: '12px' })

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  padding: '12px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.itemForeground,
  textAlign: 'start',
})

export const fieldLabel = style({
  fontSize: '13px',
  fontWeight: 600,
  color: vars.modalMutedForeground,
})

export const fieldRow = style({ display: 'flex', alignItems: 'center', gap: '8px' })

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: '0 10px',
  borderRadius: vars.radiusButton,
  border: `1px solid ${vars.modalBorder}`,
  background: vars.modalBackground,
  color: vars.modalForeground,
  font: 'inherit',
  fontSize: '16px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.danger },
  },
})

export const amountInput = style([input, { fontSize: '22px', fontWeight: 600 }])

export const smallButton = style({
  minHeight: '32px',
  padding: '0 12px',
  borderRadius: vars.radiusButton,
  background: vars.buttonBackground,
  color: vars.buttonForeground,
  fontWeight: 600,
  fontSize: '13px',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.buttonHoverBackground },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const hint = style({ fontSize: '13px', color: vars.modalMutedForeground, minHeight: '18px' })

/** A message about the form: red with `data-tone="danger"`, green with `data-tone="success"`. */
export const message = style({
  fontSize: '14px',
  fontWeight: 500,
  color: vars.modalMutedForeground,
  selectors: {
    '&[data-tone="danger"]': { color: vars.danger },
    '&[data-tone="success"]': { color: vars.success },
  },
})

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '8px 16px',
  padding: '12px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  color: vars.itemForeground,
  textAlign: 'start',
  fontSize: '14px',
})

export const summaryTerm = style({ color: vars.modalMutedForeground })

export const summaryValue = style({
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontWeight: 500,
})

export const fullWidth = style({ width: '100%' })
