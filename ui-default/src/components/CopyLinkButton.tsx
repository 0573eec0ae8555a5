import { useState } from 'react'
import { button } from './shared.css.js'

/** Copies the pairing URI, for a wallet on this device that takes a pasted link. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    if (!uri) return
    void globalThis.navigator?.clipboard?.writeText(uri).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <button type="button" className={button} onClick={copy} disabled={!uri}>
      {copied ? 'Link copied' : 'Copy link'}
    </button>
  )
}
