import { style } from '@vanilla-extract/css'

export const icons = style({ display: 'flex', alignItems: 'center', gap: '12px' })

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '8px',
  width: '100%',
})
