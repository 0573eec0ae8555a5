import { useAccountNames, useModal } from '@foyer/headless/react'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { accentButton, center, heading, muted } from '../../components/shared.css.js'

/** The name is registered: the account's names as the names API now reports them, and Done. */
export function RegisterAccountNameSuccessView() {
  const names = useAccountNames()
  const { router } = useModal()
  const done = useRef<HTMLButtonElement>(null)
  useEffect(() => done.current?.focus(), [])
  const latest = names.latestName
  return (
    <div className={center} data-state={names.status}>
      <p className={heading} role="status">
        Name registered
      </p>
      {names.isLoading && <Spinner label="Loading your names" />}
      {latest && (
        <p className={muted} data-testid="registered-name">
          Your account is now {latest}
        </p>
      )}
      <button
        ref={done}
        type="button"
        className={accentButton}
        onClick={() => router.reset('Account')}
      >
        Done
      </button>
    </div>
  )
}

export default RegisterAccountNameSuccessView
