import { useEffect, useMemo, useReducer } from 'react'
import type { connectEmail } from '../actions/connectEmail.js'
import { getEmailLoginCooldown } from '../actions/getEmailLoginCooldown.js'
import type { verifyEmailOtp } from '../actions/verifyEmailOtp.js'
import { OTP_EXPIRY_MS, OTP_LENGTH, TIME } from '../constants/index.js'
import type { EmailLoginState } from '../machines/emailLogin.js'
import { emailLoginAvailableAtom } from '../store/embeddedSignInAtoms.js'
import { emailLoginAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseEmailLoginReturnType = {
  /** The email login flow; `state.status` is its `data-state`. */
  state: EmailLoginState
  /** Whether email login is offered (the `email` feature on, an embedded wallet configured). */
  available: boolean
  /**
   * Sends a one-time code to the email (validation and the 30 s cooldown first); the modal then
   * shows the code step (EmailVerifyOtp) or the device step (EmailVerifyDevice).
   */
  connectEmail(email: string): ReturnType<typeof connectEmail>
  /**
   * The device step: waits until the visitor approved this device from the emailed link, then
   * the flow is on the code step (EmailVerifyOtp replaces EmailVerifyDevice).
   */
  verifyDevice(): Promise<void>
  /** Checks the code and connects the embedded account; the modal then closes. */
  verifyOtp(otp: string): ReturnType<typeof verifyEmailOtp>
  /**
   * Seconds before another code may be sent, counting down each second (the 30 s cooldown,
   * SPEC-NOTES "Resend in Ns"); 0 when it may.
   */
  resendInSeconds: number
  /** Digits of a one-time code (6, SPEC-NOTES). */
  codeLength: number
  /** Minutes a code is said to last (20, SPEC-NOTES). */
  codeExpiresInMinutes: number
  /** Back to the start of the flow. */
  reset(): void
}

/** The email login flow of the embedded wallet (SPEC §4), with its actions. */
export function useEmailLogin(): UseEmailLoginReturnType {
  const foyer = useFoyer()
  const state = useFoyerValue(emailLoginAtom)
  const available = useFoyerValue(emailLoginAvailableAtom)
  // Read at each render: a new code (the flow's state changes) starts the count again.
  const resendInSeconds = getEmailLoginCooldown(foyer)
  const [tick, nextTick] = useReducer((count: number) => count + 1, 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick re-arms the next one
  useEffect(() => {
    if (resendInSeconds <= 0) return
    const timer = setTimeout(nextTick, TIME.ONE_SECOND_MS)
    return () => clearTimeout(timer)
  }, [resendInSeconds, tick])
  const actions = useMemo(
    () => ({
      // The actions load on first use: the Connect view's first paint carries none of them.
      connectEmail: async (email: string) =>
        (await import('../actions/connectEmail.js')).connectEmail(foyer, { email }),
      verifyDevice: async () => {
        await (await import('../actions/verifyEmailDevice.js')).verifyEmailDevice(foyer)
      },
      verifyOtp: async (otp: string) =>
        (await import('../actions/verifyEmailOtp.js')).verifyEmailOtp(foyer, { otp }),
      reset: () =>
        void import('../actions/connectEmail.js').then(({ sendEmailLogin }) =>
          sendEmailLogin(foyer, { type: 'reset' }),
        ),
    }),
    [foyer],
  )
  return {
    state,
    available,
    resendInSeconds,
    codeLength: OTP_LENGTH,
    codeExpiresInMinutes: OTP_EXPIRY_MS / 60_000,
    ...actions,
  }
}
