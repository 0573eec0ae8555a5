import { useCallback, useEffect, useRef, useState } from 'react'
import { useEmailLogin } from './useEmailLogin.js'

export type UseEmailDeviceVerificationReturnType = {
  /** The address the approval link went to. */
  email: string | undefined
  /** Why the last wait failed; `undefined` while it waits (and once approved). */
  error: unknown
  /** Waits for the approval again, after a failure. */
  retry(): void
}

/**
 * The device step of an email login (SPEC §4 "verify device"): mounting it starts waiting, once,
 * until the visitor opens the emailed approval link; headless then replaces EmailVerifyDevice
 * with EmailVerifyOtp. A failure is kept while the step is shown (a wait that outlives it is not
 * reported), and `retry()` waits again.
 */
export function useEmailDeviceVerification(): UseEmailDeviceVerificationReturnType {
  const { state, verifyDevice } = useEmailLogin()
  const [error, setError] = useState<unknown>()
  const shown = useRef(false)
  const started = useRef(false)
  const wait = useCallback(() => {
    setError(undefined)
    verifyDevice().catch((caught: unknown) => {
      if (shown.current) setError(caught)
    })
  }, [verifyDevice])
  useEffect(() => {
    shown.current = true
    // Once per mount: React's development double effects must not wait twice.
    if (!started.current) {
      started.current = true
      wait()
    }
    return () => {
      shown.current = false
    }
  }, [wait])
  return { email: 'email' in state ? state.email : undefined, error, retry: wait }
}
