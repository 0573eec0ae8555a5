import { atom } from 'jotai/vanilla'
import { InvalidAppConfigurationError } from '../errors/alerts.js'
import { filterSocialsForTelegram } from '../rules/telegramSocials.js'
import { telegramPlatform } from '../utils/telegram.js'
import type { SocialOption } from '../validation/featureOptions.js'
import {
  activeAccountAtom,
  activeNetworkAtom,
  configurationAlertsAtom,
  featuresAtom,
} from './atoms.js'
import { embeddedWalletAtom, smartAccountEnabledNetworksAtom } from './embeddedWalletAtoms.js'

// What the embedded wallet offers here (sign-in methods) and whether the active account is its
// smart account: derived from the instance's state, read by the sign-in hooks and the account
// views. A module of its own so that none of it, nor its rules, is in a host's first load
// (issue #19): the first load reads only the wallet and the sign-in flows' state.

/**
 * Whether the embedded wallet can sign visitors in here: one is configured, and the project
 * allows this app's origin (SPEC §5: otherwise the invalid-app-configuration alert shows and
 * email and social login are not offered).
 */
export const embeddedSignInAllowedAtom = atom(
  (get) =>
    get(embeddedWalletAtom) !== undefined &&
    !get(configurationAlertsAtom).some((alert) => alert.code === InvalidAppConfigurationError.code),
)

/** Whether the Connect view offers email login: the `email` feature is on and the embedded wallet can sign in. */
export const emailLoginAvailableAtom = atom(
  (get) => get(featuresAtom).email && get(embeddedSignInAllowedAtom),
)

/**
 * The social logins offered, in the host's order (none where the embedded wallet cannot sign
 * in); in a Telegram mini-app, without those its platform cannot use (SPEC §6).
 */
export const socialsAtom = atom<readonly SocialOption[]>((get) => {
  const { socials } = get(featuresAtom)
  if (!socials || !get(embeddedSignInAllowedAtom)) return []
  const platform = telegramPlatform()
  return platform ? filterSocialsForTelegram(socials, platform) : socials
})

/** Whether passkey sign-in is offered (`embeddedWallet({ passkey })`, where it can sign in). */
export const passkeyAvailableAtom = atom(
  (get) => get(embeddedSignInAllowedAtom) && get(embeddedWalletAtom)?.passkey === true,
)

/** Whether the active account is the embedded wallet's. */
export const isEmbeddedAccountAtom = atom((get) => {
  const account = get(activeAccountAtom)
  const embedded = get(embeddedWalletAtom)
  return (
    account.status === 'connected' && embedded !== undefined && account.connectorId === embedded.id
  )
})

/** Whether the active network supports the embedded wallet's smart accounts. */
export const smartAccountEnabledAtom = atom((get) => {
  const network = get(activeNetworkAtom)
  return (
    network?.chainNamespace === 'eip155' &&
    get(smartAccountEnabledNetworksAtom).includes(Number(network.id))
  )
})
