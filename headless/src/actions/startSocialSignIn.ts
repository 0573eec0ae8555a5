import type { SignInPopupBlockedError } from '../errors/auth.js'
import type { ConnectorNotFoundError } from '../errors/config.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { UserRejectedRequestError } from '../errors/rpc.js'
import type { InvalidSocialProviderError } from '../errors/validation.js'
import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import type { SocialOption } from '../validation/featureOptions.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertSocialProvider } from '../validation/socialProvider.js'
import { closeModal } from './closeModal.js'
import { navigate } from './navigate.js'
import { signInInClick } from './signInInClick.js'

export type StartSocialSignInParameters = {
  /** A social login of the host's list (`farcaster` included), or `passkey`. */
  method: SocialOption | 'passkey'
}

/** The connected account; undefined for Farcaster, whose view runs the sign-in. */
export type StartSocialSignInReturnType = AccountState | undefined

export type StartSocialSignInErrorType =
  | InvalidSocialProviderError
  | SignInPopupBlockedError
  | UserRejectedRequestError
  | ConnectorNotFoundError
  | FoyerError

/**
 * The modal's flow when the visitor picks a sign-in method (the `selectWallet` of social
 * logins). Farcaster opens ConnectingFarcaster, which asks for the sign-in URL. A social
 * provider or a passkey starts at once — the sign-in window opens synchronously, so call this
 * inside the click — ConnectingSocial shows the attempt, and the modal closes once connected.
 * A refused or failed attempt stays on ConnectingSocial, whose state says why (and throws it).
 */
export async function startSocialSignIn(
  foyer: Foyer,
  parameters: StartSocialSignInParameters,
): Promise<StartSocialSignInReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { method: is.string })
  const { method } = parameters
  if (method === 'farcaster') {
    navigate(foyer, { type: 'push', route: { view: 'ConnectingFarcaster' } })
    return undefined
  }
  if (method !== 'passkey') assertSocialProvider(method)
  const attempt = signInInClick(foyer, method)
  navigate(foyer, { type: 'push', route: { view: 'ConnectingSocial' } })
  const account = await attempt
  closeModal(foyer)
  return account
}
