import { useMemo } from 'react'
import type { connectEmail } from '../actions/connectEmail.js'
import { getEmailLoginCooldown } from '../actions/getEmailLoginCooldown.js'
import type { verifyEmailOtp } from '../actions/verifyEmailOtp.js'
import type { EmailLoginState } from '../machines/emailLogin.js'
import { emailLoginAtom, emailLoginAvailableAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseEmailLoginReturnType = {
  /** The email login flow; `state.status` is its `data-state`. */
  state: EmailLoginState
  /** Whether email login is offered (the `email` feature on, an embedded wallet configured). */
  available: boolean
  /** Sends a one-time code to the email (validation and the 30 s cooldown first). */
  connectEmail(email: string): ReturnType<typeof connectEmail>
  /**
   * The device step: waits until the visitor approved this device from the emailed link, then
   * the flow is on the code step.
   */
  verifyDevice(): Promise<void>
  /** Checks the code and connects the embedded account. */
  verifyOtp(otp: string): ReturnType<typeof verifyEmailOtp>
  /** Seconds before another code may be sent (0 when it may). */
  cooldownSeconds(): number
  /** Back to the start of the flow. */
  reset(): void
}

/** The email login flow of the embedded wallet (SPEC §4), with its actions. */
export function useEmailLogin(): UseEmailLoginReturnType {
  const foyer = useFoyer()
  const state = useFoyerValue(emailLoginAtom)
  const available = useFoyerValue(emailLoginAvailableAtom)
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
      cooldownSeconds: () => getEmailLoginCooldown(foyer),
      reset: () =>
        void import('../actions/connectEmail.js').then(({ sendEmailLogin }) =>
          sendEmailLogin(foyer, { type: 'reset' }),
        ),
    }),
    [foyer],
  )
  return { state, available, ...actions }
}
