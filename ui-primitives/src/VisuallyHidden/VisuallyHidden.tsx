import { type CSSProperties, forwardRef, type HTMLAttributes } from 'react'

/**
 * The styles that hide content visually while keeping it in the accessibility tree (the usual
 * "sr-only" set). Functional, not presentational.
 */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
}

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>

/**
 * A `<span>` that screen readers announce but that takes no visible space: labels for icon-only
 * controls, headings a design leaves out. A consumer `style` is merged over the hiding styles.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    const { style, ...rest } = props
    return <span {...rest} ref={ref} style={{ ...visuallyHiddenStyle, ...style }} />
  },
)
