// ─── Defaults of host options (SPEC §9)

/** Social logins offered by default, in order (SPEC §9). */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const

/** Order of the account view's wallet features (SPEC §9). */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** Order of the Connect view's connector sections (SPEC §9). */
export const DEFAULT_CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** Connect methods by default (SPEC §2). */
export const DEFAULT_CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const

/** Connect methods when an injected or announced wallet is present (SPEC §2). */
export const INJECTED_CONNECT_METHODS_ORDER = ['wallet', 'email', 'social'] as const
