import type { SignInPopupBlockedError } from '../errors/auth.js'
import type { ConnectorNotFoundError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError } from '../errors/rpc.js'
import type { InvalidSocialProviderError } from '../errors/validation.js'
import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { socialProviderEntry } from '../store/storageKeys.js'
import { telegramPlatform } from '../utils/telegram.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertSocialProvider, type SocialProvider } from '../validation/socialProvider.js'
import { embeddedWalletOf } from './connectEmail.js'
import { sendSocialLogin, signInWithPopup } from './signInWithPopup.js'

export type ConnectSocialParameters = {
  /** google, github, apple, facebook, x or discord (SPEC §5). */
  provider: SocialProvider
  /**
   * The sign-in window, opened with `openSignInPopup()` synchronously in the visitor's click.
   * @default opened here, which works only when this runs synchronously in the click
   */
  popup?: Window
}

export type ConnectSocialReturnType = AccountState

export type ConnectSocialErrorType =
  | InvalidSocialProviderError
  | SignInPopupBlockedError
  | UserRejectedRequestError
  | ConnectorNotFoundError
  | FoyerError

/**
 * Signs in with a social account through the embedded wallet (SPEC §4, §7, SPEC-NOTES): the
 * provider's consent page opens in a 600×800 window, posts its result back, and the embedded
 * account connects. The provider used and the user name are stored (SPEC §3). In a Telegram
 * mini-app, which opens no windows, the page itself goes to the consent page and comes back
 * with a `result_uri` that `completeSocialRedirect` finishes (SPEC §2); this then never resolves.
 */
export async function connectSocial(
  foyer: Foyer,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { provider: is.string, popup: is.optional(is.popup) })
  const { provider } = parameters
  assertSocialProvider(provider)
  if (!parameters.popup && telegramPlatform()) {
    const connector = embeddedWalletOf(foyer)
    sendSocialLogin(foyer, { type: 'open', provider })
    const { uri } = await connector.request('GET_SOCIAL_REDIRECT_URI', {
      provider,
      redirectUri: window.location.href,
    })
    foyer.storage.set(socialProviderEntry, provider)
    window.location.href = uri
    return new Promise<never>(() => {})
  }
  return signInWithPopup(foyer, {
    method: provider,
    popup: parameters.popup,
    resultType: '@foyer/social/RESULT',
    pageUrl: async (connector) =>
      (await connector.request('GET_SOCIAL_REDIRECT_URI', { provider })).uri,
    exchange: (connector, uri) => connector.request('CONNECT_SOCIAL', { uri }),
  })
}
