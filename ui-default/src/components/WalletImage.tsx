import { useState } from 'react'
import { walletIcon } from './shared.css.js'

export type WalletImageProps = { src: string | undefined; name: string; size?: number }

/** A wallet's icon; its initial when the image is missing or fails to load. */
export function WalletImage({ src, name, size = 36 }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  const dimensions = { width: size, height: size }
  if (!src || failed) {
    return (
      <span className={walletIcon} style={dimensions} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className={walletIcon}
      style={dimensions}
      src={src}
      alt=""
      onError={() => setFailed(true)}
    />
  )
}
