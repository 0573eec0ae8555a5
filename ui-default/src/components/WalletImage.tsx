import { Avatar } from '@foyer/ui-primitives'
import { walletImage, walletImageImg } from './WalletImage.css.js'

export type WalletImageProps = { src: string | undefined; name: string; size?: number }

/**
 * A wallet's icon (ui-primitives' Avatar): the image at once, its initial when the image is
 * missing or fails to load. Decorative: the wallet's name is always written beside it.
 */
export function WalletImage({ src, name, size = 36 }: WalletImageProps) {
  return (
    <Avatar.Root
      className={walletImage}
      style={{ width: size, height: size }}
      aria-hidden="true"
      showImageWhileLoading
    >
      <Avatar.Image className={walletImageImg} src={src} alt="" />
      <Avatar.Fallback>{name.slice(0, 1).toUpperCase()}</Avatar.Fallback>
    </Avatar.Root>
  )
}
