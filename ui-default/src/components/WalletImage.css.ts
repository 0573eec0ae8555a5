import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { walletIcon } from './shared.css.js'

/** The icon's frame: the image fills it, or the initial sits centred in it. */
export const walletImage = style([walletIcon, { overflow: 'hidden' }])

export const walletImageImg = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
})

/** A mark or generated avatar in place of an image: the theme's accent, filling the frame. */
export const walletMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.accent,
})
