import { displayMessage, type FoyerError, type WalletPlatform } from '@foyer/headless'
import {
  useConnectFlow,
  useDirectoryWallet,
  useRoute,
  useWalletConnectPairing,
  useWalletLinks,
} from '@foyer/headless/react'
import { useState } from 'react'
import { ConnectionOutcome } from '../../components/ConnectionOutcome.js'
import { CopyLinkButton } from '../../components/CopyLinkButton.js'
import { PairingQRCode } from '../../components/PairingQRCode.js'
import { accentButton, center, heading, muted } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { platformButton, platforms } from './ConnectingWalletConnectView.css.js'

const platformLabels: Record<WalletPlatform, string> = {
  browser: 'Browser',
  mobile: 'Mobile',
  web: 'Web app',
  desktop: 'Desktop',
}

/**
 * Connecting a wallet chosen from the directory (route data `walletId`) through WalletConnect:
 * the QR code on desktop, its deep link on a phone, and a choice of platform — its browser
 * extension when installed, phone app, web app, desktop app — by the links it has. Declining in
 * the wallet shows 'Connection declined' with Try again; an expired code is replaced by itself.
 * `data-state` is the pairing status; `data-platform` the platform shown.
 */
export function ConnectingWalletConnectView() {
  const walletId = useRoute('ConnectingWalletConnect')?.data?.walletId
  const { wallet, imageUrl: image } = useDirectoryWallet(walletId)
  const { uri, status, error, hasEnded: ended, refresh } = useWalletConnectPairing({ wallet })
  const links = useWalletLinks(wallet)
  const { connect } = useConnectFlow()
  const [chosen, setChosen] = useState<WalletPlatform | undefined>(undefined)
  const [linkError, setLinkError] = useState<FoyerError | undefined>(undefined)
  const platform = chosen ?? links.defaultPlatform
  const name = wallet?.name ?? 'your wallet'
  const open = (which: Exclude<WalletPlatform, 'browser'>) => setLinkError(links.open(which))
  const showQr = links.showsQrCode(platform) && !ended
  return (
    <div className={center} data-state={status} data-platform={platform}>
      {links.platforms.length > 1 && (
        <fieldset className={platforms} aria-label="How to connect">
          {links.platforms.map((item) => (
            <button
              key={item}
              type="button"
              className={platformButton}
              aria-pressed={item === platform}
              onClick={() => setChosen(item)}
            >
              {platformLabels[item]}
            </button>
          ))}
        </fieldset>
      )}
      {showQr ? (
        <PairingQRCode uri={uri} status={status} />
      ) : (
        <WalletImage src={image} name={name} size={72} id={walletId} />
      )}
      <div role="status" aria-live="polite" className={center}>
        {!ended && status !== 'connected' && (
          <>
            <p className={heading}>Continue in {name}</p>
            <p className={muted}>
              {platform === 'browser'
                ? `Connect with the ${name} browser extension.`
                : showQr
                  ? `Scan this QR code with ${name} on your phone.`
                  : `Open ${name} and accept the connection request.`}
            </p>
          </>
        )}
        {status === 'expired' && <p className={muted}>QR code expired. Getting a new one…</p>}
        <ConnectionOutcome status={status} error={error} />
        {linkError && (
          <p className={muted} data-tone="danger">
            {displayMessage(linkError)}
          </p>
        )}
      </div>
      {ended && (
        <button type="button" className={accentButton} onClick={refresh}>
          Try again
        </button>
      )}
      {!ended && platform === 'browser' && links.installedConnector && (
        <button
          type="button"
          className={accentButton}
          onClick={() => links.installedConnector && connect(links.installedConnector.id)}
        >
          Connect extension
        </button>
      )}
      {!ended && platform === 'mobile' && links.isMobile && (
        <button
          type="button"
          className={accentButton}
          onClick={() => open('mobile')}
          disabled={!uri}
        >
          Open {name}
        </button>
      )}
      {!ended && (platform === 'web' || platform === 'desktop') && (
        <button
          type="button"
          className={accentButton}
          onClick={() => open(platform)}
          disabled={!uri}
        >
          Open {platform === 'web' ? 'web app' : 'desktop app'}
        </button>
      )}
      {showQr && <CopyLinkButton uri={uri} />}
    </div>
  )
}

export default ConnectingWalletConnectView
