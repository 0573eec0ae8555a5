import type { UseUpdateEmailReturnType } from '@foyer/headless/react'
import { type ReactNode, useState } from 'react'
import { OtpCode } from '../../components/OtpCode.js'
import { Spinner } from '../../components/Spinner.js'
import { center, heading, muted } from '../../components/shared.css.js'
import { errorText } from '../Connect/EmailEntry.css.js'
import { errorMessage } from '../Connect/errorMessage.js'

export type UpdateEmailOtpStepProps = {
  state: UseUpdateEmailReturnType['state']
  /** Where the code went. */
  email: string | undefined
  /** Whether the code is being checked. */
  verifying: boolean
  /** Checks a complete code; a rejection empties the boxes and shows why. */
  verify(otp: string): Promise<void>
  /** Replaces the code boxes (the step is done). */
  children?: ReactNode
}

/**
 * One code step of the email change: "Enter the code sent to <email>", the six boxes
 * (autosubmit), and why a code was refused. `data-state` is the change flow's status.
 */
export function UpdateEmailOtpStep({
  state,
  email,
  verifying,
  verify,
  children,
}: UpdateEmailOtpStepProps) {
  const [code, setCode] = useState('')
  const [caught, setCaught] = useState<string | undefined>()
  const stateError = 'error' in state && state.error ? errorMessage(state.error) : undefined
  const message = stateError ?? caught
  const submit = (otp: string) => {
    setCaught(undefined)
    verify(otp).catch((error: unknown) => {
      setCode('')
      setCaught(errorMessage(error))
    })
  }
  return (
    <div className={center} data-testid="update-email-otp" data-state={state.status}>
      {children ?? (
        <>
          <p className={heading}>Enter the code</p>
          <p className={muted}>
            Enter the code sent to <strong>{email ?? 'your email'}</strong>.
          </p>
          <OtpCode value={code} onValueChange={setCode} onComplete={submit} disabled={verifying} />
          {verifying && <Spinner label="Checking the code" />}
          {message && (
            <p role="alert" className={errorText} data-testid="update-email-otp-error">
              {message}
            </p>
          )}
        </>
      )}
    </div>
  )
}
