import { useEffect, useRef } from 'react'
import { accentButton, button, center, muted } from '../components/shared.css.js'

export type LoadFailedProps = {
  /** What could not load, said to the visitor. */
  title: string
  retry: () => void
  /** Offered when the failed part is the whole modal. */
  close?: () => void
  /** A retry already failed: also offer to reload the page, which always fetches afresh. */
  offerReload?: boolean
}

/**
 * A part of Foyer that could not be downloaded (offline for a moment, an app redeployed under
 * the visitor): says so, and offers to try again. `data-state="load-failed"`.
 */
export function LoadFailed({ title, retry, close, offerReload = false }: LoadFailedProps) {
  const retryButton = useRef<HTMLButtonElement>(null)
  useEffect(() => retryButton.current?.focus(), [])
  return (
    <div className={center} role="alert" data-state="load-failed">
      <p>{title}</p>
      <p className={muted}>
        {offerReload
          ? 'Still failing? Reloading the page fetches everything afresh.'
          : 'Check your connection, then try again.'}
      </p>
      <button ref={retryButton} type="button" className={accentButton} onClick={retry}>
        Try again
      </button>
      {offerReload && (
        <button type="button" className={button} onClick={() => window.location.reload()}>
          Reload page
        </button>
      )}
      {close && (
        <button type="button" className={button} onClick={close}>
          Close
        </button>
      )}
    </div>
  )
}
