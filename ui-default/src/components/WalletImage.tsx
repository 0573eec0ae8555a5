import { Avatar } from '@foyer/ui-primitives'
import type { ComponentType } from 'react'
import { GeneratedAvatar } from './GeneratedAvatar.js'
import { AllWalletsMark, WalletConnectMark } from './marks.js'
import { walletImage, walletImageImg, walletMark } from './WalletImage.css.js'

export type WalletImageProps = {
  src: string | undefined
  name: string
  size?: number
  /**
   * The wallet's id (a Connect or All Wallets entry): without an image it gets an avatar
   * generated from the id (always the same for one wallet); `walletConnect` and `allWallets`
   * get their own marks. Without `id`, the name's initial shows (tokens, networks).
   */
  id?: string | undefined
}

const marks: Readonly<Record<string, ComponentType>> = {
  walletConnect: WalletConnectMark,
  allWallets: AllWalletsMark,
}

/**
 * A wallet's icon (ui-primitives' Avatar): the image at once; when the image is missing or
 * fails to load, the entry's mark, its generated avatar, or its initial. Decorative: the
 * wallet's name is always written beside it.
 */
export function WalletImage({ src, name, size = 36, id }: WalletImageProps) {
  const Mark = id === undefined ? undefined : marks[id]
  return (
    <Avatar.Root
      className={walletImage}
      style={{ width: size, height: size }}
      aria-hidden="true"
      showImageWhileLoading
    >
      <Avatar.Image className={walletImageImg} src={src} alt="" />
      <Avatar.Fallback className={id === undefined ? undefined : walletMark}>
        {Mark ? (
          <Mark />
        ) : id === undefined ? (
          name.slice(0, 1).toUpperCase()
        ) : (
          <GeneratedAvatar seed={id} />
        )}
      </Avatar.Fallback>
    </Avatar.Root>
  )
}
