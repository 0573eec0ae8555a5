import type { ResolvedFeatures, WalletFeature } from '../validation/featureOptions.js'

// Pure rules of the account view, so `useAccountProfile` holds no branching of its own.

/** The account view's tabs (SPEC §1 "account view with tabs Tokens, NFTs and Activity"). */
export const accountTabs = ['tokens', 'nfts', 'activity'] as const

/** A tab of the account view. */
export type AccountTab = (typeof accountTabs)[number]

/** The account view's tabs in order: Tokens, NFTs, and Activity when the feature is on. */
export function visibleAccountTabs(features: Pick<ResolvedFeatures, 'activity'>): AccountTab[] {
  return accountTabs.filter((tab) => tab !== 'activity' || features.activity)
}

/** The tab to show: the one kept in the instance when it is shown, else the first. */
export function openAccountTab(current: AccountTab, tabs: readonly AccountTab[]): AccountTab {
  return tabs.includes(current) ? current : (tabs[0] ?? 'tokens')
}

/**
 * The wallet features that are on (send, receive, swaps, onramp), in the host's order; swaps
 * only where the network offers them (`swapsSupported`, SPEC §5 'Network not supported for
 * Swaps').
 */
export function enabledWalletFeatures(
  features: Pick<ResolvedFeatures, 'walletFeaturesOrder' | WalletFeature>,
  network: { swapsSupported?: boolean | undefined } = {},
): WalletFeature[] {
  return features.walletFeaturesOrder.filter(
    (feature) => features[feature] && (feature !== 'swaps' || network.swapsSupported === true),
  )
}
