import type { WalletFeature } from '@foyer/headless'
import { useFeatures, useModal } from '@foyer/headless/react'
import { button } from '../../components/shared.css.js'
import { feature, features } from './AccountTabs.css.js'

/** The features this view offers, with their label and view; onramp and swaps are not built yet. */
const built: Partial<
  Record<WalletFeature, { label: string; view: 'WalletSend' | 'WalletReceive' }>
> = {
  receive: { label: 'Receive', view: 'WalletReceive' },
  send: { label: 'Send', view: 'WalletSend' },
}

/** The wallet-features row: the enabled features in `features.walletFeaturesOrder`. */
export function WalletFeatures() {
  const enabled = useFeatures()
  const { router } = useModal()
  const shown = enabled.walletFeaturesOrder.filter((name) => enabled[name] && built[name])
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
