import { displayMessage, type FoyerError } from '@foyer/headless'
import { heading, muted } from './shared.css.js'

export type ConnectionOutcomeProps = {
  /** The attempt's status; only 'rejected', 'failed' and 'connected' say something here. */
  status: string
  /** Why a failed attempt failed. */
  error?: FoyerError | undefined
}

/**
 * How a connection attempt ended, in the words every connecting view uses: 'Connection
 * declined' (the visitor said no in the wallet), 'Connection failed' with the reason, or
 * 'Connected'. Renders nothing while the attempt is under way.
 */
export function ConnectionOutcome({ status, error }: ConnectionOutcomeProps) {
  if (status === 'rejected')
    return (
      <>
        <p className={heading} data-tone="danger">
          Connection declined
        </p>
        <p className={muted}>The request was declined in the wallet.</p>
      </>
    )
  if (status === 'failed')
    return (
      <>
        <p className={heading} data-tone="danger">
          Connection failed
        </p>
        <p className={muted}>{error ? displayMessage(error) : undefined}</p>
      </>
    )
  if (status === 'connected') return <p className={heading}>Connected</p>
  return null
}
