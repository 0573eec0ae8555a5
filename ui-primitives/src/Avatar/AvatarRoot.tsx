import { forwardRef, type HTMLAttributes, useMemo, useState } from 'react'
import { AvatarContext, type AvatarStatus } from './AvatarContext.js'

export type AvatarRootProps = HTMLAttributes<HTMLSpanElement>

/**
 * A `<span>` holding an avatar's image and its fallback.
 *
 * - `[data-status="idle"]`: no image source (or no `Avatar.Image`).
 * - `[data-status="loading"]`: the image is loading; the fallback shows.
 * - `[data-status="loaded"]`: the image loaded and shows.
 * - `[data-status="error"]`: the image failed; the fallback shows.
 */
export const AvatarRoot = forwardRef<HTMLSpanElement, AvatarRootProps>(
  function AvatarRoot(props, ref) {
    const [status, setStatus] = useState<AvatarStatus>('idle')
    const value = useMemo(() => ({ status, setStatus }), [status])
    return (
      <AvatarContext.Provider value={value}>
        <span data-status={status} {...props} ref={ref} />
      </AvatarContext.Provider>
    )
  },
)
