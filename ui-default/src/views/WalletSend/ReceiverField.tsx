import { displayMessage, truncateAddress } from '@foyer/headless'
import type { UseSendFormReturnType } from '@foyer/headless/react'
import { field, fieldLabel, hint, input } from '../../components/form.css.js'

/** What the receiver field resolves to: a name's address, or why it cannot be used. */
function receiverHint(send: UseSendFormReturnType): string {
  const { receiverKind, resolvedName } = send
  if (receiverKind === 'invalid') return 'Not an address of this network'
  if (receiverKind !== 'name') return ''
  if (resolvedName.status === 'loading') return 'Resolving name…'
  if (resolvedName.error) return displayMessage(resolvedName.error)
  return resolvedName.data
    ? `${resolvedName.data.name} · ${truncateAddress(resolvedName.data.address)}`
    : ''
}

/** The receiver: an address of the active network, or a registered name resolved on the fly. */
export function ReceiverField({ send }: { send: UseSendFormReturnType }) {
  const text = receiverHint(send)
  const invalid = send.receiverKind === 'invalid' || Boolean(send.resolvedName.error)
  return (
    <div className={field}>
      <label className={fieldLabel} htmlFor="foyer-send-receiver">
        To
      </label>
      <input
        id="foyer-send-receiver"
        className={input}
        value={send.receiver}
        onChange={(event) => send.setReceiver(event.target.value || undefined)}
        placeholder="Address or name"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby="foyer-send-receiver-hint"
        disabled={send.isSending}
      />
      <p
        id="foyer-send-receiver-hint"
        className={hint}
        data-testid="send-receiver-hint"
        data-state={send.resolvedName.status}
        aria-live="polite"
      >
        {text}
      </p>
    </div>
  )
}
