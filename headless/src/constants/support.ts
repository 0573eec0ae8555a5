// ─── What each namespace supports (SPEC §9 "Support")

/** Namespaces with balances, activity, names, send, onramp and the auth connector (SPEC §9). */
export const FEATURE_NAMESPACES = {
  balances: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  authConnector: ['eip155', 'solana'],
} as const

/**
 * CAIP-2 ids of the swap networks (SPEC §9): Ethereum, Arbitrum, Optimism, zkSync, Base, BNB,
 * Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora.
 */
export const SWAP_NETWORK_IDS = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const
