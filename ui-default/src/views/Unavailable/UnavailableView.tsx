import { useModal } from '@foyer/headless/react'
import { button, center, muted } from '../../components/shared.css.js'

/**
 * Shown for a view of the router that this version of the modal does not ship yet (for example
 * WalletConnect, opened when a host configures no adapters): a plain explanation and a way back
 * (the header closes the modal), never an empty dialog. `data-state="unavailable"`.
 */
export function UnavailableView() {
  const { goBack, canGoBack } = useModal()
  return (
    <div className={center} data-state="unavailable">
      <p>This part of the wallet window is not available yet.</p>
      <p className={muted}>Choose another way to connect, or come back after an update.</p>
      {canGoBack && (
        <button type="button" className={button} onClick={goBack}>
          Back
        </button>
      )}
    </div>
  )
}

export default UnavailableView
