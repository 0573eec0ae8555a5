import { useConnectFlow } from '@foyer/headless/react'
import { ConnectionOutcome } from '../../components/ConnectionOutcome.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'

/**
 * Connecting a browser wallet: waits for the visitor to answer in the wallet, and offers a
 * retry when they decline or the wallet fails. `data-state` is the attempt's status.
 */
export function ConnectingExternalView() {
  const { state, connector, retry, cancel } = useConnectFlow()
  const name = connector?.name ?? 'your wallet'
  const canRetry = state.status === 'rejected' || state.status === 'failed'
  return (
    <div className={center} data-state={state.status}>
      <WalletImage src={connector?.imageUrl} name={name} size={72} />
      <div role="status" aria-live="polite" className={center}>
        {state.status === 'connecting' && (
          <>
            <p className={heading}>Continue in {name}</p>
            <p className={muted}>Accept the connection request in the wallet.</p>
            <Spinner label="Waiting for the wallet" />
          </>
        )}
        <ConnectionOutcome
          status={state.status}
          error={state.status === 'failed' ? state.error : undefined}
        />
      </div>
      {canRetry && (
        <button type="button" className={accentButton} onClick={retry}>
          Try again
        </button>
      )}
      {state.status === 'connecting' && (
        <button type="button" className={button} onClick={cancel}>
          Cancel
        </button>
      )}
    </div>
  )
}

export default ConnectingExternalView
