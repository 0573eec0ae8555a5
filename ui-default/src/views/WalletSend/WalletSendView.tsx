import { formatQuantity, formatUsd } from '@foyer/headless'
import { useModal, useSendForm } from '@foyer/headless/react'
import type { FormEvent } from 'react'
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
} from '../../components/form.css.js'
import { accentButton, listItem } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { ReceiverField } from './ReceiverField.js'
import { SendFee } from './SendFee.js'

/**
 * Send: the token (WalletSendSelectToken picks it), the amount with Max and its USD value, the
 * receiver (an address or a name, resolved), the network fee and balance, and SPEC §5's
 * messages (`blockingError`). Review send opens WalletSendPreview once `canReview`.
 * `data-state` is the send's status. After a success, headless hands back an empty form.
 */
export function WalletSendView() {
  const send = useSendForm()
  const { router } = useModal()
  const blocking = send.blockingError?.shortMessage
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (send.canReview) router.push('WalletSendPreview')
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
      <button type="submit" className={accentButton} disabled={!send.canReview}>
        Review send
      </button>
    </form>
  )
}

export default WalletSendView
