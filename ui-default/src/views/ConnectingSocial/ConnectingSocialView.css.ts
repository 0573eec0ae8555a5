import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

/** The sign-in method's mark, large, at the top of ConnectingSocial. */
export const providerMark = style({
  width: '72px',
  height: '72px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.itemBackground,
  color: vars.itemForeground,
})
