import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.js'

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4px',
  padding: '24px 8px',
  textAlign: 'center',
  fontWeight: 500,
})

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  minWidth: 0,
})

/** Wallets, email and socials wait for the legal checkbox: dimmed and inert. */
export const blockedSection = style({ opacity: 0.5 })

export const legalCheckbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '10px',
  padding: '12px',
  minHeight: '44px',
  borderRadius: vars.radiusItem,
  background: vars.itemBackground,
  fontSize: '14px',
  cursor: 'pointer',
})

export const checkbox = style({
  flex: 'none',
  width: '18px',
  height: '18px',
  marginTop: '1px',
  accentColor: vars.accent,
  cursor: 'pointer',
})

export const helpLink = style({
  alignSelf: 'center',
  minHeight: '44px',
  padding: '0 12px',
  fontSize: '14px',
  fontWeight: 500,
  color: vars.modalMutedForeground,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '6px',
  paddingTop: '4px',
  textAlign: 'center',
  fontSize: '13px',
  color: vars.modalMutedForeground,
})

export const link = style({
  color: vars.modalForeground,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})
