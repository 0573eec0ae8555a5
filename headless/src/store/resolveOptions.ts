import { type Network, toNetwork } from '../chains/network.js'
import {
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../constants/hostDefaults.js'
import { STORAGE_PREFIX } from '../constants/miscellaneous.js'
import type { Features, ResolvedFeatures } from '../validation/featureOptions.js'
import { assertOptions } from '../validation/options.js'
import type { FoyerOptions, ResolvedFoyerOptions } from './options.js'

/** Every feature flag's default (SPEC §3, §9). */
export const defaultFeatures: ResolvedFeatures = {
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  activity: true,
  branding: true,
  receive: true,
  send: true,
  pay: false,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectMethodsOrder: undefined,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
  emailShowWallets: true,
}

/** Applies the defaults to the host's feature flags; unknown or `undefined` flags take the default. */
export function resolveFeatures(features: Features | undefined): ResolvedFeatures {
  const resolved: ResolvedFeatures = { ...defaultFeatures }
  for (const key of Object.keys(defaultFeatures) as (keyof ResolvedFeatures)[]) {
    const value = features?.[key]
    if (value !== undefined) (resolved as Record<string, unknown>)[key] = value
  }
  return resolved
}

function defaultIsMobile(): boolean {
  const agent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}

/**
 * Validates a host's options ({@link assertOptions}: throws `InvalidOptionError`, or
 * `SiweAndSiwxConflictError`, for the first option that breaks a rule) and applies defaults.
 */
export function resolveOptions(options: FoyerOptions): ResolvedFoyerOptions {
  assertOptions(options)
  const themeMode = options.themeMode ?? 'dark'
  const networks = options.networks.map(toNetwork) as unknown as [Network, ...Network[]]
  const defaultNetwork = options.defaultNetwork ? toNetwork(options.defaultNetwork) : networks[0]
  const adapters = options.adapters ?? []
  const connectors = options.connectors ?? []
  const projectId = options.projectId
  return {
    projectId,
    metadata: options.metadata,
    networks,
    defaultNetwork,
    adapters,
    connectors,
    features: resolveFeatures(options.features),
    localFeatures: options.features,
    themeMode,
    themeVariables: options.themeVariables ?? {},
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    siweConfig: options.siweConfig,
    siwx: options.siwx,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    walletConnect: options.walletConnect ?? {},
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    defaultAccountTypes: options.defaultAccountTypes ?? {},
    services: options.services ?? {},
    storage: options.storage,
    storageKey: options.storageKey ?? `${STORAGE_PREFIX}${projectId || 'default'}`,
    isMobile: options.isMobile ?? defaultIsMobile,
    tokens: options.tokens ?? {},
  }
}
