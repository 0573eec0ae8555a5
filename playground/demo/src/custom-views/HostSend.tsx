import { displayMessage, formatAmount, formatQuantity, truncateAddress } from '@foyer/headless'
import { useModal, useSendForm } from '@foyer/headless/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import './hostViews.css'

/**
 * The host's own Send view, on `useSendForm` alone: token, amount (with Max), receiver, the
 * network fee, the hook's validation, and one Send button that asks the wallet straight away
 * (no separate review step). The form's state is `data-state`.
 */
export function HostSend() {
  const send = useSendForm()
  const { goBack } = useModal()
  const [hash, setHash] = useState<string | undefined>()
  const id = useId()
  const done = useRef<HTMLButtonElement>(null)
  // The form is gone once sent: focus moves to Done, not to the page behind the dialog.
  useEffect(() => {
    if (send.status === 'success') done.current?.focus()
  }, [send.status])
  // What keeps the form from being sent, in Foyer's words, and whether it may go: both headless's.
  const blocking = send.blockingError?.shortMessage
  const canSend = send.canReview && !send.isSending
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSend) return
    setHash(undefined)
    send.submit().then(
      (sent) => setHash(sent ?? undefined),
      () => {}, // the error is in `send.error`
    )
  }

  if (send.status === 'success') {
    return (
      <div className="host-view" data-state="success">
        <p role="status" className="host-success">
          Sent {send.amount} {send.token?.symbol} to {truncateAddress(send.to ?? '')}.
        </p>
        {hash && (
          <p className="host-muted">
            Transaction <code data-testid="host-send-hash">{hash}</code>
          </p>
        )}
        <button
          ref={done}
          type="button"
          className="host-primary"
          onClick={() => {
            send.reset()
            goBack()
          }}
        >
          Done
        </button>
      </div>
    )
  }

  const fee =
    send.fee.data && send.feeCurrency
      ? `${formatAmount(send.fee.data.fee, send.feeCurrency.decimals, 6)} ${send.feeCurrency.symbol}`
      : send.fee.status === 'loading'
        ? 'Estimating…'
        : '—'
  return (
    <form className="host-view host-form" onSubmit={submit} data-state={send.status} noValidate>
      <label htmlFor={`${id}-token`}>Token</label>
      <select
        id={`${id}-token`}
        value={send.token ? (send.token.address ?? 'native') : ''}
        onChange={(event) =>
          send.setToken(
            send.tokens.find((token) => (token.address ?? 'native') === event.target.value),
          )
        }
        disabled={send.isSending}
      >
        <option value="" disabled>
          {send.tokensStatus === 'loading' ? 'Loading your tokens…' : 'Choose a token'}
        </option>
        {send.tokens.map((token) => (
          <option key={token.address ?? 'native'} value={token.address ?? 'native'}>
            {token.symbol} (balance {formatQuantity(token.balance)})
          </option>
        ))}
      </select>

      <label htmlFor={`${id}-amount`}>Amount</label>
      <div className="host-row">
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={send.amount}
          onChange={(event) => send.setAmount(event.target.value || undefined)}
          aria-invalid={send.exceedsBalance || undefined}
          aria-describedby={`${id}-message`}
          disabled={send.isSending}
        />
        <button
          type="button"
          className="host-secondary"
          onClick={send.setMax}
          disabled={!send.token || send.isSending}
        >
          Max
        </button>
      </div>

      <label htmlFor={`${id}-to`}>To</label>
      <input
        id={`${id}-to`}
        autoComplete="off"
        spellCheck={false}
        placeholder="0x… or a name"
        value={send.receiver}
        onChange={(event) => send.setReceiver(event.target.value || undefined)}
        aria-invalid={
          send.receiverKind === 'invalid' || Boolean(send.resolvedName.error) || undefined
        }
        aria-describedby={`${id}-message`}
        disabled={send.isSending}
      />
      {send.resolvedName.data && (
        <p className="host-muted">
          {send.resolvedName.data.name} is {truncateAddress(send.resolvedName.data.address)}
        </p>
      )}
      {send.resolvedName.error && (
        <p role="alert" className="host-error">
          {displayMessage(send.resolvedName.error)}
        </p>
      )}

      <p className="host-muted" data-testid="host-send-fee">
        Network fee: {fee}
      </p>
      <p id={`${id}-message`} role="status" className="host-muted" data-testid="host-send-message">
        {send.status === 'initiated' ? 'Approve the transfer in your wallet…' : (blocking ?? '')}
      </p>
      {send.error && (
        <p role="alert" className="host-error">
          {displayMessage(send.error)}
        </p>
      )}
      <button type="submit" className="host-primary" disabled={!canSend}>
        {send.isSending ? 'Sending…' : 'Send'}
      </button>
    </form>
  )
}
