import type { ChainNamespace } from '../chains/namespaces.js'
import { type Network, toNetwork } from '../chains/network.js'
import {
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  STORAGE_PREFIX,
} from '../constants.js'
import { InvalidOptionError, SiweAndSiwxConflictError } from '../errors/config.js'
import { isThemeMode } from '../validation/themeMode.js'
import type { Features, FoyerOptions, ResolvedFeatures, ResolvedFoyerOptions } from './options.js'

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

/** Validates a host's options and applies defaults; throws {@link InvalidOptionError}. */
export function resolveOptions(options: FoyerOptions): ResolvedFoyerOptions {
  if (typeof options !== 'object' || options === null) {
    throw new InvalidOptionError('Options are required', {
      metaMessages: ['Pass an object with at least `projectId` and `networks`.'],
    })
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new InvalidOptionError('At least one network is required', {
      metaMessages: ['Option: networks', `Provided: ${JSON.stringify(options.networks)}`],
    })
  }
  if (options.siweConfig && options.siwx) {
    throw new SiweAndSiwxConflictError({ metaMessages: ['Options: siweConfig, siwx'] })
  }
  const themeMode = options.themeMode ?? 'dark'
  if (!isThemeMode(themeMode)) {
    throw new InvalidOptionError('Theme mode must be light or dark', {
      metaMessages: ['Option: themeMode', `Provided: ${String(themeMode)}`],
    })
  }
  const networks = options.networks.map(toNetwork) as unknown as [Network, ...Network[]]
  const defaultNetwork = options.defaultNetwork ? toNetwork(options.defaultNetwork) : networks[0]
  if (!networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionError('The default network must be one of `networks`', {
      metaMessages: ['Option: defaultNetwork', `Provided: ${defaultNetwork.caipNetworkId}`],
    })
  }
  const adapters = options.adapters ?? []
  const namespaces = new Set<ChainNamespace>()
  for (const adapter of adapters) {
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidOptionError('One adapter per chain namespace', {
        metaMessages: ['Option: adapters', `Repeated namespace: ${adapter.namespace}`],
      })
    }
    namespaces.add(adapter.namespace)
  }
  const connectors = options.connectors ?? []
  if (!Array.isArray(connectors) || connectors.some((item) => typeof item !== 'function')) {
    throw new InvalidOptionError('Connectors must be a list of connector functions', {
      metaMessages: ['Option: connectors', 'Expected: e.g. [injected({ provider })] or [mock()]'],
    })
  }
  const projectId = typeof options.projectId === 'string' ? options.projectId : ''
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
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    defaultAccountTypes: options.defaultAccountTypes ?? {},
    services: options.services ?? {},
    storage: options.storage,
    storageKey: options.storageKey ?? `${STORAGE_PREFIX}${projectId || 'default'}`,
    isMobile: options.isMobile ?? defaultIsMobile,
  }
}
