import type { UseNetworksReturnType } from '@foyer/headless/react'
import { outcome } from './NetworkList.css.js'
import { heading, muted } from './shared.css.js'

/**
 * How the last switch ended when it did not succeed: 'Switch declined' (the visitor said no in
 * the wallet) or 'Switch failed' with the reason ('Chain is not supported' after a failed add).
 * Renders nothing otherwise.
 */
export function SwitchOutcome({ state }: { state: UseNetworksReturnType['state'] }) {
  if (state.status !== 'rejected' && state.status !== 'failed') return null
  return (
    <div role="alert" className={outcome}>
      <p className={heading} data-tone="danger">
        {state.status === 'rejected' ? 'Switch declined' : 'Switch failed'}
      </p>
      <p className={muted}>
        {state.status === 'rejected'
          ? 'The request was declined in the wallet.'
          : state.error.shortMessage}
      </p>
    </div>
  )
}
