import { forwardRef, type HTMLAttributes, useMemo, useState } from 'react'
import { AvatarContext, type AvatarStatus } from './AvatarContext.js'

export type AvatarRootProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * Render the `<img>` at once, as a plain image would, and show the fallback only when there
   * is no source or it fails (for lists of icons whose sources are nearly always good). By
   * default the `<img>` waits until the image has loaded, and the fallback stands in meanwhile.
   * @default false
   */
  showImageWhileLoading?: boolean | undefined
}

/**
 * A `<span>` holding an avatar's image and its fallback.
 *
 * - `[data-status="idle"]`: no image source (or no `Avatar.Image`).
 * - `[data-status="loading"]`: the image is loading; the fallback shows (the image does, with
 *   `showImageWhileLoading`).
 * - `[data-status="loaded"]`: the image loaded and shows.
 * - `[data-status="error"]`: the image failed; the fallback shows.
 */
export const AvatarRoot = forwardRef<HTMLSpanElement, AvatarRootProps>(
  function AvatarRoot(props, ref) {
    const { showImageWhileLoading = false, ...rest } = props
    const [status, setStatus] = useState<AvatarStatus>('idle')
    const value = useMemo(
      () => ({ status, setStatus, showImageWhileLoading }),
      [status, showImageWhileLoading],
    )
    return (
      <AvatarContext.Provider value={value}>
        <span data-status={status} {...rest} ref={ref} />
      </AvatarContext.Provider>
    )
  },
)
