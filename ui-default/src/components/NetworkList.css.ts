import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const groupHeading = style({
  fontSize: '13px',
  fontWeight: 600,
  color: vars.modalMutedForeground,
  textAlign: 'start',
  padding: '4px 4px 0',
})

export const networkItem = style({
  selectors: {
    '&[aria-current="true"]': { boxShadow: `inset 0 0 0 2px ${vars.accent}` },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

export const networkText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  flex: 1,
  minWidth: 0,
  textAlign: 'start',
})

/** The 'Active' mark: accent colours, which keep their contrast in both themes. */
export const activeTag = style({
  fontSize: '12px',
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: vars.radiusButton,
  background: vars.accent,
  color: vars.accentForeground,
})

export const reason = style({ fontSize: '12px', color: vars.modalMutedForeground })

export const outcome = style({ textAlign: 'center', padding: '4px 0 8px' })
