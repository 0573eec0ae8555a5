import { style } from '@vanilla-extract/css'
import { walletIcon } from './shared.css.js'

/** The icon's frame: the image fills it, or the initial sits centred in it. */
export const walletImage = style([walletIcon, { overflow: 'hidden' }])

export const walletImageImg = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
})
