import {
  injectedWallets,
  isInIframe,
  type WalletLinks,
  type WalletPlatform,
  walletLink,
  walletLinkTarget,
} from '../connectors/deepLinks.js'
import type { UnsafeDeepLinkError } from '../errors/deepLink.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeNamespaceAtom, pairingAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { updatePairing } from './pairing.js'

export type OpenWalletLinkParameters = {
  /** The chosen wallet's name and links. */
  wallet: WalletLinks
  /** Which of its apps to open; the browser extension connects through its connector instead. */
  platform: Exclude<WalletPlatform, 'browser'>
}

/** The link opened; undefined when the wallet has none for the platform (or no URI exists yet). */
export type OpenWalletLinkReturnType = string | undefined

export type OpenWalletLinkErrorType = UnsafeDeepLinkError

/**
 * Opens a wallet's app with the current pairing URI (SPEC §2, SPEC-NOTES): its mobile or
 * desktop deep link in this window, or the top one inside an iframe; its web app in a new tab.
 * Phantom and Coinbase Wallet get their page links when not injected. The link becomes the
 * pairing's `linking`. Only http(s) links and a wallet's own app scheme are ever opened; any
 * other throws {@link UnsafeDeepLinkError} and nothing opens.
 */
export function openWalletLink(
  foyer: Foyer,
  parameters: OpenWalletLinkParameters,
): OpenWalletLinkReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { wallet: is.shape({ name: is.string }), platform: is.string })
  const page = globalThis.window
  if (!page) return undefined
  const link = walletLink(parameters.wallet, parameters.platform, {
    uri: foyer.store.get(pairingAtom).uri,
    pageUrl: page.location.href,
    namespace: foyer.store.get(activeNamespaceAtom),
    injected: injectedWallets(page),
  })
  if (!link) return undefined
  updatePairing(foyer, { type: 'setLinking', linking: link })
  const target = parameters.platform === 'web' ? '_blank' : walletLinkTarget(isInIframe(page))
  page.open(link, target, 'noreferrer noopener')
  return link
}
