import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

/** Offsets the entrance animation of a content that mounts after the opening frame (useOpeningFrame). */
export const enteredProperty = '--foyer-modal-entered'

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

// SPEC §9 motion: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms;
// all of it off under prefers-reduced-motion.
const reducedMotion = '(prefers-reduced-motion: reduce)'

const textIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

const viewIn = keyframes({
  from: { opacity: 0, transform: 'translateX(8px)' },
  to: { opacity: 1, transform: 'none' },
})

// SPEC §2: the shake lasts 500 ms (MODAL_SHAKE_MS); data-shake is set for exactly that long.
const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-8px)' },
  '40%, 80%': { transform: 'translateX(8px)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  overflow: 'auto',
  zIndex: vars.zIndex,
  background: vars.overlayBackground,
  display: 'grid',
  placeItems: 'center',
  padding: '16px',
  '@media': { '(max-width: 430px)': { alignItems: 'end', padding: 0 } },
})

export const content = style({
  width: '100%',
  maxWidth: '380px',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.modalBackground,
  color: vars.modalForeground,
  border: `1px solid ${vars.modalBorder}`,
  borderRadius: vars.radiusModal,
  boxShadow: vars.shadowModal,
  padding: '16px 16px 20px',
  animation: `${enter} 150ms ease-out var(${enteredProperty}, 0ms)`,
  selectors: {
    '&[data-shake="shaking"]': { animation: `${shakeFrames} 500ms ease-in-out` },
    '&:focus': { outline: 'none' },
    // The opening frame (aria-busy) paints without the shadow's wide blur, the costliest part
    // of the press's frame to raster; the dialog, a frame later, has it.
    '&[aria-busy="true"]': { boxShadow: 'none' },
  },
  '@media': {
    [reducedMotion]: {
      animation: 'none',
      selectors: { '&[data-shake="shaking"]': { animation: 'none' } },
    },
    '(max-width: 430px)': {
      maxWidth: 'none',
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
  },
})

export const header = style({
  display: 'grid',
  gridTemplateColumns: '40px 1fr 40px',
  alignItems: 'center',
  marginBottom: '12px',
  // Room for the 44 px touch targets of the bottom sheet (theme/root.css.ts).
  '@media': { '(max-width: 430px)': { gridTemplateColumns: '44px 1fr 44px' } },
})

/** The header's title fades in when it changes (it is keyed by its text): 120 ms. */
export const title = style({
  textAlign: 'center',
  fontSize: '16px',
  fontWeight: 600,
  animation: `${textIn} 120ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const iconButton = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: vars.modalMutedForeground,
  selectors: { '&:hover': { background: vars.itemBackground, color: vars.modalForeground } },
})

/** The body's height follows its view's in 150 ms (where the browser can animate `auto`). */
export const body = style({
  minHeight: '120px',
  display: 'flex',
  flexDirection: 'column',
  transition: 'height 150ms ease',
  ...({ interpolateSize: 'allow-keywords' } as Record<string, string>),
  '@media': { [reducedMotion]: { transition: 'none' } },
})

/** Each view enters in 150 ms (the wrapper is keyed by the view). */
export const viewEnter = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  animation: `${viewIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const fallback = style({ display: 'grid', placeItems: 'center', flex: 1, padding: '24px' })
