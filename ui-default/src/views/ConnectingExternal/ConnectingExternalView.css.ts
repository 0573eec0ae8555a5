import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const heading = style({
  fontSize: '16px',
  fontWeight: 600,
  selectors: { '&[data-tone="danger"]': { color: vars.danger } },
})
