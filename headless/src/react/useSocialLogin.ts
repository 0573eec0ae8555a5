import { useMemo } from 'react'
import { signInInClick } from '../actions/signInInClick.js'
import { startSocialSignIn } from '../actions/startSocialSignIn.js'
import type { AccountState } from '../machines/connection.js'
import type { SocialLoginState } from '../machines/socialLogin.js'
import { passkeyAvailableAtom, socialsAtom } from '../store/embeddedSignInAtoms.js'
import { socialLoginAtom } from '../store/embeddedWalletAtoms.js'
import type { SocialOption } from '../validation/featureOptions.js'
import type { SocialProvider } from '../validation/socialProvider.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseSocialLoginReturnType = {
  /** The social or passkey sign-in; `state.status` is its `data-state`. */
  state: SocialLoginState
  /** Whether social login is offered (socials on, an embedded wallet configured). */
  available: boolean
  /**
   * The social logins offered, in the host's order, `farcaster` included; in a Telegram
   * mini-app without those its platform cannot use (SPEC §6).
   */
  socials: readonly SocialOption[]
  /** Whether passkey sign-in is offered (an embedded wallet with `passkey` on). */
  passkeyAvailable: boolean
  /** Signs in with a provider. Call it synchronously in the click: it opens the window first. */
  connectSocial(provider: SocialProvider): Promise<AccountState>
  /** Signs in with a passkey. Call it synchronously in the click: it opens the window first. */
  connectPasskey(): Promise<AccountState>
  /**
   * What a click on a sign-in method does (`startSocialSignIn`): Farcaster opens
   * ConnectingFarcaster; a social provider or a passkey opens its window at once (call it
   * synchronously in the click), shows ConnectingSocial and closes the modal once connected. A
   * refused or failed attempt stays on ConnectingSocial; the outcome is in `state`, never thrown.
   */
  start(method: SocialOption | 'passkey'): void
  /** Back to the start of the flow. */
  reset(): void
}

/**
 * Social and passkey sign-in through the embedded wallet (SPEC §4, §6): the window opens
 * synchronously in the visitor's click (SPEC-NOTES), the rest of the flow loads on demand.
 */
export function useSocialLogin(): UseSocialLoginReturnType {
  const foyer = useFoyer()
  const state = useFoyerValue(socialLoginAtom)
  const socials = useFoyerValue(socialsAtom)
  const passkeyAvailable = useFoyerValue(passkeyAvailableAtom)
  const actions = useMemo(
    () => ({
      connectSocial: (provider: SocialProvider) => signInInClick(foyer, provider),
      connectPasskey: () => signInInClick(foyer, 'passkey'),
      start: (method: SocialOption | 'passkey') =>
        void startSocialSignIn(foyer, { method }).catch(() => {}),
      reset: () =>
        void import('../actions/signInWithPopup.js').then(({ sendSocialLogin }) =>
          sendSocialLogin(foyer, { type: 'reset' }),
        ),
    }),
    [foyer],
  )
  return {
    state,
    available: socials.length > 0,
    socials,
    passkeyAvailable,
    ...actions,
  }
}
