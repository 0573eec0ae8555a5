import { style } from '@vanilla-extract/css'

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4px',
  padding: '24px 8px',
  textAlign: 'center',
  fontWeight: 500,
})

export const sections = style({ display: 'flex', flexDirection: 'column', gap: '8px' })
