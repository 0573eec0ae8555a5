import { RPC_PROXY_PATH } from './rpcProxyUrl.js'

/**
 * The paths Foyer calls (SPEC §7), relative to each service's base URL. The devstack serves
 * the same paths.
 */
export const apiPaths = {
  // Provider API: wallet directory, project configuration and analytics configuration.
  wallets: '/getWallets',
  projectConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
  analyticsConfig: '/getAnalyticsConfig',
  walletImage: (id: string) => `/getWalletImage/${encodeURIComponent(id)}`,
  assetImage: (id: string) => `/public/getAssetImage/${encodeURIComponent(id)}`,
  currencyImage: (id: string) => `/public/getCurrencyImage/${encodeURIComponent(id)}`,
  tokenImage: (id: string) => `/public/getTokenImage/${encodeURIComponent(id)}`,
  // Blockchain API.
  supportedChains: '/v1/supported-chains',
  identity: (address: string) => `/v1/identity/${encodeURIComponent(address)}`,
  history: (account: string) => `/v1/account/${encodeURIComponent(account)}/history`,
  nfts: (account: string) => `/v1/account/${encodeURIComponent(account)}/nfts`,
  swapQuotes: '/v1/convert/quotes',
  swapTokens: '/v1/convert/tokens',
  fungiblePrice: '/v1/fungible/price',
  swapAllowance: '/v1/convert/allowance',
  gasPrice: '/v1/convert/gas-price',
  buildSwapTransaction: '/v1/convert/build-transaction',
  buildApproveTransaction: '/v1/convert/build-approve',
  balance: (address: string) => `/v1/account/${encodeURIComponent(address)}/balance`,
  nameLookup: (name: string) => `/v1/profile/account/${encodeURIComponent(name)}`,
  nameReverse: (address: string) => `/v1/profile/reverse/${encodeURIComponent(address)}`,
  nameSuggestions: (name: string) => `/v1/profile/suggestions/${encodeURIComponent(name)}`,
  nameRegister: '/v1/profile/account',
  onrampUrl: '/v1/generators/onrampurl',
  onrampOptions: '/v1/onramp/options',
  onrampQuote: '/v1/onramp/quote',
  session: (id: string) => `/v1/sessions/${encodeURIComponent(id)}`,
  revokeSession: (id: string) => `/v1/sessions/${encodeURIComponent(id)}/revoke`,
  /** The project-scoped JSON-RPC proxy ({@link RPC_PROXY_PATH}). */
  rpcProxy: RPC_PROXY_PATH,
  // Analytics service.
  events: '/e',
} as const
