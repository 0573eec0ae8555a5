import { formatAmount, formatUsd, truncateAddress } from '@foyer/headless'
import { useSendForm } from '@foyer/headless/react'

// A host's own send form, built on `useSendForm` alone: no ui-default, no Foyer styles. It shows
// how far the hook goes — tokens, Max, USD value, names, fee, validation, states, errors.

const box = {
  display: 'grid',
  gap: 10,
  maxWidth: 380,
  padding: 16,
  fontFamily: 'system-ui, sans-serif',
  background: '#ffffff',
  color: '#1a1a1a',
}

/** A bespoke send form: every value and rule comes from `useSendForm`. */
export function BespokeSendForm() {
  const send = useSendForm()
  const firstError = Object.values(send.validation.fields).find((field) => !field.valid)
  const problem = firstError && !firstError.valid ? firstError.error.shortMessage : undefined
  return (
    <form
      style={box}
      data-state={send.status}
      onSubmit={(event) => {
        event.preventDefault()
        void send.submit().catch(() => {})
      }}
    >
      <label>
        Token{' '}
        <select
          value={send.token ? String(send.tokens.indexOf(send.token)) : ''}
          onChange={(event) => send.setToken(send.tokens[Number(event.target.value)])}
        >
          <option value="" disabled>
            {send.tokensStatus === 'loading' ? 'Loading tokens…' : 'Choose a token'}
          </option>
          {send.tokens.map((token, index) => (
            <option key={token.address ?? 'native'} value={index}>
              {token.symbol} ({token.balance})
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount{' '}
        <input
          value={send.amount}
          inputMode="decimal"
          onChange={(event) => send.setAmount(event.target.value)}
        />
      </label>
      <button type="button" onClick={send.setMax} disabled={!send.token}>
        Max
      </button>
      <output>{send.amountInUsd === undefined ? '' : formatUsd(send.amountInUsd)}</output>
      <label>
        To{' '}
        <input
          value={send.receiver}
          placeholder="0x… or name.reown.id"
          onChange={(event) => send.setReceiver(event.target.value)}
        />
      </label>
      <output>
        {send.receiverKind === 'name' && send.resolvedName.data
          ? `${send.resolvedName.data.name} → ${truncateAddress(send.resolvedName.data.address)}`
          : (send.resolvedName.error?.message ?? '')}
      </output>
      <output>
        {send.fee.data && send.feeCurrency
          ? `Fee ${formatAmount(send.fee.data.fee, send.feeCurrency.decimals, 6)} ${send.feeCurrency.symbol}`
          : ''}
      </output>
      <p role="status" data-testid="bespoke-message">
        {send.status === 'initiated'
          ? 'Confirm in your wallet…'
          : send.status === 'success'
            ? 'Sent!'
            : send.isUserRejected
              ? 'You declined in your wallet; nothing was sent.'
              : (send.error?.message ?? problem ?? '')}
      </p>
      <button type="submit" disabled={!send.validation.valid || send.isSending}>
        Send
      </button>
      {send.status === 'success' && (
        <button type="button" onClick={send.reset}>
          New send
        </button>
      )}
    </form>
  )
}
