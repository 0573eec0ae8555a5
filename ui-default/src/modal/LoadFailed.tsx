import { useEffect, useRef } from 'react'
import { accentButton, button, center, muted } from '../components/shared.css.js'

export type LoadFailedProps = {
  /** What could not load, said to the visitor. */
  title: string
  retry: () => void
  /** Offered when the failed part is the whole modal. */
  close?: () => void
}

/**
 * A part of Foyer that could not be downloaded (offline for a moment, an app redeployed under
 * the visitor): says so, and offers to try again. `data-state="load-failed"`.
 */
export function LoadFailed({ title, retry, close }: LoadFailedProps) {
  const retryButton = useRef<HTMLButtonElement>(null)
  useEffect(() => retryButton.current?.focus(), [])
  return (
    <div className={center} role="alert" data-state="load-failed">
      <p>{title}</p>
      <p className={muted}>Check your connection, then try again.</p>
      <button ref={retryButton} type="button" className={accentButton} onClick={retry}>
        Try again
      </button>
      {close && (
        <button type="button" className={button} onClick={close}>
          Close
        </button>
      )}
    </div>
  )
}
