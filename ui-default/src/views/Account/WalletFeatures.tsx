import type { WalletFeature } from '@foyer/headless'
import { useAccountProfile, useModal } from '@foyer/headless/react'
import { button } from '../../components/shared.css.js'
import { feature, features } from './AccountTabs.css.js'

/** The features this view offers, with their label and view. */
const built: Partial<
  Record<
    WalletFeature,
    { label: string; view: 'WalletSend' | 'WalletReceive' | 'Swap' | 'OnRampProviders' }
  >
> = {
  onramp: { label: 'Buy', view: 'OnRampProviders' },
  swaps: { label: 'Swap', view: 'Swap' },
  receive: { label: 'Receive', view: 'WalletReceive' },
  send: { label: 'Send', view: 'WalletSend' },
}

/** The wallet-features row: the features that are on, in the host's order, that this UI builds. */
export function WalletFeatures() {
  const { walletFeatures } = useAccountProfile()
  const { router } = useModal()
  const shown = walletFeatures.filter((name) => built[name])
  if (shown.length === 0) return null
  return (
    <nav className={features} aria-label="Wallet features">
      {shown.map((name) => {
        const entry = built[name]
        return (
          entry && (
            <button
              key={name}
              type="button"
              className={`${button} ${feature}`}
              onClick={() => router.push(entry.view)}
            >
              {entry.label}
            </button>
          )
        )
      })}
    </nav>
  )
}
