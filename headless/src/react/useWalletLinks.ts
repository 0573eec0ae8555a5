import { useCallback } from 'react'
import { openWalletLink } from '../actions/openWalletLink.js'
import type { Connector } from '../connectors/createConnector.js'
import {
  defaultWalletPlatform,
  type WalletLinks,
  type WalletPlatform,
  walletPlatforms,
} from '../connectors/deepLinks.js'
import { FoyerError } from '../errors/FoyerError.js'
import { connectorsAtom } from '../store/atoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseWalletLinksReturnType = {
  /** The platforms the wallet offers, in order: browser, mobile, web, desktop (see `walletPlatforms`). */
  platforms: readonly WalletPlatform[]
  /** The platform to show first: the phone app when offered (see `defaultWalletPlatform`). */
  defaultPlatform: WalletPlatform
  /** The wallet's installed browser extension, when it announced itself. */
  installedConnector: Connector | undefined
  /** Whether the visitor is on a phone (deep link instead of QR code). */
  isMobile: boolean
  /**
   * Opens the wallet's app for a platform with the pairing URI (`openWalletLink`). Returns the
   * typed error (`UNSAFE_DEEP_LINK`) instead of throwing when the link was refused.
   */
  open(platform: Exclude<WalletPlatform, 'browser'>): FoyerError | undefined
  /**
   * Whether a platform is reached by scanning the pairing QR code: the phone app, from a
   * desktop (on a phone, its deep link opens instead).
   */
  showsQrCode(platform: WalletPlatform): boolean
}

/** How a chosen directory wallet can be reached: its platforms and a way to open its app. */
export function useWalletLinks(wallet: WalletLinks | undefined): UseWalletLinksReturnType {
  const foyer = useFoyer()
  const connectors = useFoyerValue(connectorsAtom)
  const installedConnector = wallet?.rdns
    ? connectors.find((connector) => connector.info?.rdns === wallet.rdns)
    : undefined
  const isMobile = foyer.options.isMobile()
  const open = useCallback(
    (platform: Exclude<WalletPlatform, 'browser'>) => {
      if (!wallet) return undefined
      try {
        openWalletLink(foyer, { wallet, platform })
        return undefined
      } catch (error) {
        if (error instanceof FoyerError) return error
        throw error
      }
    },
    [foyer, wallet],
  )
  const platforms = wallet
    ? walletPlatforms(wallet, { isMobile, installed: Boolean(installedConnector) })
    : []
  return {
    platforms,
    defaultPlatform: defaultWalletPlatform(platforms),
    installedConnector,
    isMobile,
    open,
    showsQrCode: (platform) => platform === 'mobile' && !isMobile,
  }
}
