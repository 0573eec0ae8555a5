import type { UseUpdateEmailReturnType } from '@foyer/headless/react'
import { type ReactNode, useState } from 'react'
import { ErrorText } from './ErrorText.js'
import { OtpCode } from './OtpCode.js'
import { Spinner } from './Spinner.js'
import { center, heading, muted } from './shared.css.js'

export type UpdateEmailOtpStepProps = {
  state: UseUpdateEmailReturnType['state']
  /** Where the code went. */
  email: string | undefined
  /** Digits of the code (`useUpdateEmail().codeLength`). */
  codeLength: number
  /** Whether the code is being checked. */
  verifying: boolean
  /** Checks a complete code; a rejection empties the boxes and shows why. */
  verify(otp: string): Promise<void>
  /** Replaces the code boxes (the step is done). */
  children?: ReactNode
}

/**
 * One code step of the email change: "Enter the code sent to <email>", the code boxes
 * (autosubmit), and why a code was refused. `data-state` is the change flow's status.
 */
export function UpdateEmailOtpStep({
  state,
  email,
  codeLength,
  verifying,
  verify,
  children,
}: UpdateEmailOtpStepProps) {
  const [code, setCode] = useState('')
  const [caught, setCaught] = useState<unknown>()
  const stateError = 'error' in state && state.error ? state.error : undefined
  const submit = (otp: string) => {
    setCaught(undefined)
    verify(otp).catch((error: unknown) => {
      setCode('')
      setCaught(error)
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
          <OtpCode
            length={codeLength}
            value={code}
            onValueChange={setCode}
            onComplete={submit}
            disabled={verifying}
          />
          {verifying && <Spinner label="Checking the code" />}
          <ErrorText error={stateError ?? caught} testId="update-email-otp-error" />
        </>
      )}
    </div>
  )
}
