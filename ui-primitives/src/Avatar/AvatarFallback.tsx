import { forwardRef, type HTMLAttributes, useEffect, useState } from 'react'
import { isImageShown, useAvatarContext } from './AvatarContext.js'

export type AvatarFallbackProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * Wait this long (ms) before showing, so a fast-loading image does not flash the fallback.
   * @default 0
   */
  delayMs?: number | undefined
}

/**
 * A `<span>` (initials, an icon, a generated gradient) shown while the image is missing,
 * loading or broken, and removed once it loads.
 *
 * - `[data-status="idle" | "loading" | "error"]`: why the fallback is showing (`"idle"` or
 *   `"error"` only, with the root's `showImageWhileLoading`).
 */
export const AvatarFallback = forwardRef<HTMLSpanElement, AvatarFallbackProps>(
  function AvatarFallback(props, ref) {
    const { delayMs = 0, ...rest } = props
    const { status, showImageWhileLoading } = useAvatarContext('Fallback')
    const [delayElapsed, setDelayElapsed] = useState(delayMs <= 0)
    useEffect(() => {
      if (delayMs <= 0) return
      const timer = window.setTimeout(() => setDelayElapsed(true), delayMs)
      return () => window.clearTimeout(timer)
    }, [delayMs])
    if (isImageShown(status, showImageWhileLoading) || !delayElapsed) return null
    return <span data-status={status} {...rest} ref={ref} />
  },
)
