import { formatQuantity, formatUsd } from '@foyer/headless'
import { useModal, useSendForm } from '@foyer/headless/react'
import { type FormEvent, useEffect } from 'react'
import { accentButton, listItem } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { ReceiverField } from './ReceiverField.js'
import { SendFee } from './SendFee.js'
import {
  amountInput,
  field,
  fieldLabel,
  fieldRow,
  form,
  fullWidth,
  hint,
  message,
  smallButton,
} from './WalletSendView.css.js'

/** The first thing that keeps the form from being sent, in the spec's words (SPEC §5). */
function blockingMessage(send: ReturnType<typeof useSendForm>): string | undefined {
  for (const result of Object.values(send.validation.fields)) {
    if (!result.valid) return result.error.shortMessage
  }
  if (send.exceedsBalance) return 'Insufficient balance'
  return undefined
}

/**
 * Send: the token (WalletSendSelectToken picks it), the amount with Max and its USD value, the
 * receiver (an address or a name, resolved), the network fee and balance, and SPEC §5's
 * messages. Review send opens WalletSendPreview. `data-state` is the send's status.
 */
export function WalletSendView() {
  const send = useSendForm()
  const { router } = useModal()
  const { status, reset } = send
  // Back here after a send that went through: a new, empty form (SPEC §4: success, then reset).
  useEffect(() => {
    if (status === 'success') reset()
  }, [status, reset])
  const blocking = blockingMessage(send)
  const ready = !blocking && Boolean(send.to)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) router.push('WalletSendPreview')
  }
  const usd = send.amountInUsd
  return (
    <form className={form} onSubmit={submit} data-state={send.status} noValidate>
      <button
        type="button"
        className={listItem}
        onClick={() => router.push('WalletSendSelectToken')}
        data-testid="send-token"
      >
        {send.token ? (
          <>
            <WalletImage src={send.token.iconUrl} name={send.token.symbol} size={32} />
            <span className={fullWidth}>
              {send.token.symbol} · balance {formatQuantity(send.token.balance)}
            </span>
          </>
        ) : (
          <span className={fullWidth}>Select token</span>
        )}
      </button>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-send-amount">
          Amount
        </label>
        <div className={fieldRow}>
          <input
            id="foyer-send-amount"
            className={amountInput}
            value={send.amount}
            onChange={(event) => send.setAmount(event.target.value || undefined)}
            inputMode="decimal"
            placeholder="0"
            autoComplete="off"
            aria-describedby="foyer-send-amount-usd"
            aria-invalid={send.exceedsBalance}
            disabled={send.isSending}
          />
          <button
            type="button"
            className={smallButton}
            onClick={send.setMax}
            disabled={!send.token || send.isSending}
          >
            Max
          </button>
        </div>
        <p id="foyer-send-amount-usd" className={hint} data-testid="send-amount-usd">
          {usd === undefined ? '' : formatUsd(usd)}
        </p>
      </div>
      <ReceiverField send={send} />
      <SendFee send={send} />
      <p
        className={message}
        data-tone={blocking ? 'danger' : undefined}
        data-testid="send-message"
        role="status"
      >
        {blocking ?? ''}
      </p>
      <button type="submit" className={accentButton} disabled={!ready}>
        Review send
      </button>
    </form>
  )
}

export default WalletSendView
