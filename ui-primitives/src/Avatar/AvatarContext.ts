import { createContext, useContext } from 'react'

/** Loading status of an avatar's image, shown as `data-status`. */
export type AvatarStatus = 'idle' | 'loading' | 'loaded' | 'error'

export type AvatarContextValue = {
  status: AvatarStatus
  setStatus: (status: AvatarStatus) => void
  /** The root's `showImageWhileLoading`. */
  showImageWhileLoading: boolean
}

/** Whether the image shows (and the fallback hides) in this status. */
export function isImageShown(status: AvatarStatus, showImageWhileLoading: boolean): boolean {
  return status === 'loaded' || (showImageWhileLoading && status === 'loading')
}

export const AvatarContext = createContext<AvatarContextValue | null>(null)

export function useAvatarContext(part: string): AvatarContextValue {
  const context = useContext(AvatarContext)
  if (!context) throw new Error(`<Avatar.${part}> must be rendered inside <Avatar.Root>.`)
  return context
}
