import { useState } from 'react'
import { useIsomorphicLayoutEffect } from '../utils/useIsomorphicLayoutEffect.js'
import type { AvatarStatus } from './AvatarContext.js'

export type UseImageStatusParameters = {
  src: string | undefined
  crossOrigin?: '' | 'anonymous' | 'use-credentials' | undefined
  referrerPolicy?: ReferrerPolicy | undefined
}

/** Loads `src` off-screen and reports whether it is loading, loaded or broken. */
export function useImageStatus(parameters: UseImageStatusParameters): AvatarStatus {
  const { src, crossOrigin, referrerPolicy } = parameters
  const [status, setStatus] = useState<AvatarStatus>(src ? 'loading' : 'idle')

  useIsomorphicLayoutEffect(() => {
    if (!src) {
      setStatus('idle')
      return
    }
    let active = true
    const image = new window.Image()
    const update = (next: AvatarStatus) => () => {
      if (active) setStatus(next)
    }
    image.onload = update('loaded')
    image.onerror = update('error')
    if (crossOrigin !== undefined) image.crossOrigin = crossOrigin
    if (referrerPolicy) image.referrerPolicy = referrerPolicy
    image.src = src
    setStatus(image.complete && image.naturalWidth > 0 ? 'loaded' : 'loading')
    return () => {
      active = false
      image.onload = null
      image.onerror = null
    }
  }, [src, crossOrigin, referrerPolicy])

  return status
}
