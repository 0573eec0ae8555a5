import { displayMessage, nameRule, validateName } from '@foyer/headless'
import { useNameSuggestions, useRegisterAccountName } from '@foyer/headless/react'
import { type FormEvent, useState } from 'react'
import {
  field,
  fieldLabel,
  fieldRow,
  form,
  hint,
  input,
  message,
} from '../../components/form.css.js'
import { Spinner } from '../../components/Spinner.js'
import {
  accentButton,
  listItem,
  listItemLabel,
  muted,
  stack,
  tag,
} from '../../components/shared.css.js'

/**
 * Choose a name: the label with its suffix, SPEC §5's rule checked as typed, suggestions (with
 * their loading flag), and Register, which has the wallet sign the registration. A failure
 * ('Error registering name …', 'Address or auth connector not found') shows here, ready to try
 * again; success opens RegisterAccountNameSuccess.
 */
export function RegisterAccountNameView() {
  const [name, setName] = useState('')
  const suggestions = useNameSuggestions({ name })
  const registration = useRegisterAccountName()
  const validation = validateName(name).fields.name
  const pending = registration.status === 'pending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!validation.valid || pending) return
    // Success moves to RegisterAccountNameSuccess (the hook does it, even if this view was
    // away while the wallet asked for approval).
    registration.registerName({ name })
  }
  const error = registration.error
  return (
    <form className={form} onSubmit={submit} data-state={registration.status} noValidate>
      <div className={field}>
        <label className={fieldLabel} htmlFor="foyer-name">
          Name
        </label>
        <div className={fieldRow}>
          <input
            id="foyer-name"
            className={input}
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              registration.reset()
            }}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(name) && !validation.valid}
            aria-describedby="foyer-name-rule"
            disabled={pending}
          />
          <span className={muted}>{registration.suffix}</span>
        </div>
        <p id="foyer-name-rule" className={hint}>
          {nameRule}
        </p>
      </div>
      {suggestions.isLoading && <Spinner label="Loading suggestions" />}
      {suggestions.error && (
        <p className={message} role="status">
          {displayMessage(suggestions.error)}
        </p>
      )}
      {suggestions.suggestions.length > 0 && (
        <ul className={stack} aria-label="Suggestions">
          {suggestions.suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className={listItem}
                disabled={suggestion.registered || pending}
                onClick={() => setName(suggestion.label)}
              >
                <span className={listItemLabel}>{suggestion.name}</span>
                <span className={tag}>{suggestion.registered ? 'Taken' : 'Available'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={message} data-tone="danger" role="alert" data-code={error.code}>
          {displayMessage(error)}
        </p>
      )}
      {pending && <Spinner label="Waiting for your wallet" />}
      <button type="submit" className={accentButton} disabled={!validation.valid || pending}>
        Register
      </button>
    </form>
  )
}

export default RegisterAccountNameView
