// ─── Onramp (SPEC §3, §9)

/** Default payment limits, in USD, by payment method (SPEC §9). */
export const ONRAMP_DEFAULT_PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** The fee range shown for an onramp provider (SPEC §9). */
export const ONRAMP_PROVIDER_FEE_RANGE = '1-2%'

/** The default payment currency (SPEC §3). */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'

/** The default purchase currency: USDC on Ethereum and Polygon (SPEC §3). */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
} as const

/** Chains the Coinbase onramp takes (SPEC §9); others use {@link COINBASE_ONRAMP_FALLBACK_CHAIN}. */
export const COINBASE_ONRAMP_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const

/** The Coinbase onramp chain used when the active one is not in {@link COINBASE_ONRAMP_CHAINS}. */
export const COINBASE_ONRAMP_FALLBACK_CHAIN = 'ethereum'

/** The onramp providers Foyer offers (SPEC §3 "Onramp provider"); Coinbase's page comes from the URL generator. */
export const ONRAMP_PROVIDERS = [
  {
    label: 'Coinbase',
    name: 'coinbase',
    feeRange: ONRAMP_PROVIDER_FEE_RANGE,
    url: 'https://pay.coinbase.com',
    supportedChains: ['eip155', 'solana'],
  },
] as const

/** How often a purchase under way checks the balance and the activity (viem's polling default). */
export const ONRAMP_POLL_MS = 4000

/** How long a purchase under way is watched before it counts as failed. */
export const ONRAMP_WAIT_LIMIT_MS = 15 * 60 * 1000
