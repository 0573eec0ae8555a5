import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

/** The element that carries the theme for the toast region (sonner's list is fixed itself). */
export const toastRoot = style({})

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  width: '356px',
  padding: '12px 16px',
  borderRadius: vars.radiusItem,
  border: `1px solid ${vars.modalBorder}`,
  background: vars.modalBackground,
  color: vars.modalForeground,
  boxShadow: vars.shadowModal,
  fontFamily: vars.fontFamily,
  fontSize: '14px',
  fontWeight: 500,
})

globalStyle(`${toast}[data-type="error"]`, { borderColor: vars.danger })
globalStyle(`${toast}[data-type="success"]`, { borderColor: vars.success })
globalStyle(`${toastRoot} [data-sonner-toaster]`, { zIndex: vars.zIndex })
