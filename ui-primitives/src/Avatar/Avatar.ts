import { AvatarFallback } from './AvatarFallback.js'
import { AvatarImage } from './AvatarImage.js'
import { AvatarRoot } from './AvatarRoot.js'

/**
 * The Avatar parts, used as `<Avatar.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const Avatar = {
  Root: AvatarRoot,
  Image: AvatarImage,
  Fallback: AvatarFallback,
}
