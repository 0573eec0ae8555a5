import { forwardRef, type ImgHTMLAttributes } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import { isImageShown, useAvatarContext } from './AvatarContext.js'
import { useImageStatus } from './useImageStatus.js'

export type AvatarImageProps = ImgHTMLAttributes<HTMLImageElement>

/**
 * An `<img>` rendered only once its `src` has loaded, so a broken or slow image never shows;
 * `Avatar.Fallback` stands in until then (with the root's `showImageWhileLoading`, rendered
 * while loading too, and removed if it fails). Give it an `alt` (or `alt=""` when a name beside it
 * already says who it is).
 *
 * - `[data-status="loaded"]`: loaded (`"loading"` while loading, with `showImageWhileLoading`).
 */
export const AvatarImage = forwardRef<HTMLImageElement, AvatarImageProps>(
  function AvatarImage(props, ref) {
    const { src, crossOrigin, referrerPolicy } = props
    const { setStatus, showImageWhileLoading } = useAvatarContext('Image')
    const status = useImageStatus({ src, crossOrigin, referrerPolicy })
    useIsomorphicLayoutEffect(() => {
      setStatus(status)
    }, [status, setStatus])
    useIsomorphicLayoutEffect(() => () => setStatus('idle'), [setStatus])
    if (!isImageShown(status, showImageWhileLoading)) return null
    return <img data-status={status} alt="" {...props} ref={ref} />
  },
)
