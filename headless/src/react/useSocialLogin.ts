import { useMemo } from 'react'
import { openSignInPopup } from '../connectors/embedded/openSignInPopup.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { AccountState } from '../machines/connection.js'
import type { PopupSignInMethod, SocialLoginState } from '../machines/socialLogin.js'
import { passkeyAvailableAtom, socialLoginAtom, socialsAtom } from '../store/embeddedWalletAtoms.js'
import { telegramPlatform } from '../utils/telegram.js'
import type { SocialOption } from '../validation/featureOptions.js'
import type { SocialProvider } from '../validation/socialProvider.js'
import { useFoyer } from './FoyerProvider.js'
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
  const actions = useMemo(() => {
    // No window in a Telegram mini-app: the page itself goes to the consent page.
    const popup = () => (telegramPlatform() ? undefined : openSignInPopup())
    // A blocked window fails the flow with its error, so a view can say so and offer a retry.
    const blocked = (provider: PopupSignInMethod, error: unknown) =>
      import('../actions/signInWithPopup.js').then(({ sendSocialLogin }) => {
        sendSocialLogin(foyer, { type: 'openFailed', provider, error: error as FoyerError })
        throw error
      })
    return {
      connectSocial(provider: SocialProvider) {
        let window: Window | undefined
        try {
          window = popup()
        } catch (error) {
          return blocked(provider, error)
        }
        return import('../actions/connectSocial.js').then(({ connectSocial }) =>
          connectSocial(foyer, { provider, ...(window ? { popup: window } : {}) }),
        )
      },
      connectPasskey() {
        let window: Window
        try {
          window = openSignInPopup()
        } catch (error) {
          return blocked('passkey', error)
        }
        return import('../actions/connectPasskey.js').then(({ connectPasskey }) =>
          connectPasskey(foyer, { popup: window }),
        )
      },
      reset: () =>
        void import('../actions/signInWithPopup.js').then(({ sendSocialLogin }) =>
          sendSocialLogin(foyer, { type: 'reset' }),
        ),
    }
  }, [foyer])
  return {
    state,
    available: socials.length > 0,
    socials,
    passkeyAvailable,
    ...actions,
  }
}
