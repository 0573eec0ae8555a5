import { formatUsd, truncateAddress } from '@foyer/headless'
import { useModal, useSendForm } from '@foyer/headless/react'
import { useEffect, useRef } from 'react'
import {
  fullWidth,
  message,
  summary,
  summaryTerm,
  summaryValue,
} from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, button, center, heading, stack } from '../../components/shared.css.js'

/** What the Send button's area says in each state (SPEC §4: loading, initiated, success). */
function SendStatus({ send }: { send: ReturnType<typeof useSendForm> }) {
  if (send.status === 'loading') return <Spinner label="Preparing the transaction" />
  if (send.status === 'initiated')
    return (
      <div className={center}>
        <Spinner label="Waiting for your wallet" />
        <p className={message}>Approve the transaction in your wallet</p>
      </div>
    )
  if (!send.error) return null
  return (
    <p className={message} data-tone="danger" role="alert" data-code={send.error.code}>
      {send.errorMessage}
    </p>
  )
}

/**
 * Review send: what is sent, to whom, on which network and for what fee; Send asks the wallet
 * and the view follows the send's states (`data-state`). A failure or a refusal keeps the form
 * and says why (`errorMessage`); after success Done (`finish`) empties the form and returns to
 * Account.
 */
export function WalletSendPreviewView() {
  const send = useSendForm()
  const { router } = useModal()
  const done = useRef<HTMLButtonElement>(null)
  const { token, network, fee } = send
  useEffect(() => {
    if (send.status === 'success') done.current?.focus()
  }, [send.status])
  if (send.status === 'success') {
    return (
      <div className={center} data-state="success">
        <p className={heading} role="status">
          Sent {send.amount} {token?.symbol}
        </p>
        <p className={message}>
          The transaction is on its way to{' '}
          {send.form.receiverProfileName ?? truncateAddress(send.to ?? '')}.
        </p>
        <button ref={done} type="button" className={accentButton} onClick={send.finish}>
          Done
        </button>
      </div>
    )
  }
  const usd = send.amountInUsd
  return (
    <div className={stack} data-state={send.status}>
      <dl className={summary} aria-label="Transaction summary">
        <dt className={summaryTerm}>Send</dt>
        <dd className={summaryValue} data-testid="preview-amount">
          {send.amount} {token?.symbol}
          {usd === undefined ? '' : ` (${formatUsd(usd)})`}
        </dd>
        <dt className={summaryTerm}>To</dt>
        <dd className={summaryValue} data-testid="preview-receiver">
          {send.resolvedName.data ? `${send.resolvedName.data.name} · ` : ''}
          {send.to ? truncateAddress(send.to) : send.receiver}
        </dd>
        <dt className={summaryTerm}>Network</dt>
        <dd className={summaryValue}>{network?.name ?? 'Unknown network'}</dd>
        <dt className={summaryTerm}>Network fee</dt>
        <dd className={summaryValue} data-testid="preview-fee">
          {send.feeFormatted
            ? send.feeFormatted
            : fee.status === 'loading'
              ? 'Estimating…'
              : 'Unavailable'}
        </dd>
      </dl>
      <SendStatus send={send} />
      <button
        type="button"
        className={`${accentButton} ${fullWidth}`}
        disabled={send.isSending || !send.validation.valid}
        onClick={() => void send.submit().catch(() => {})}
      >
        {send.error ? 'Try again' : 'Send'}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => router.replace('WalletSend')}
        disabled={send.isSending}
      >
        Edit
      </button>
    </div>
  )
}

export default WalletSendPreviewView
