/**
 * Fixed loopback addresses and well-known values of the Foyer devstack.
 *
 * Browser-safe: this module imports no Node built-ins, so the demo, the playground and the
 * tests import it as `@foyer/devstack/config`.
 */
import type { Chain } from 'viem'
import { defineChain } from 'viem'
import { MULTICALL3_ADDRESS } from './seededAssets.js'

export type { DevstackBitcoinNetwork } from './bitcoin/constants.js'
// The Bitcoin test wallet (testnet, no node; browser-safe constants in their own module).
export {
  BITCOIN_TEST_WALLET_ADDRESS,
  BITCOIN_TEST_WALLET_NAME,
  BITCOIN_TEST_WALLET_ORDINALS_ADDRESS,
  BITCOIN_TEST_WALLET_ORDINALS_PATH,
  BITCOIN_TEST_WALLET_PATH,
  BITCOIN_TEST_WALLET_PUBLIC_KEY,
  BITCOIN_TEST_WALLET_SEED_TEXT,
  BITCOIN_TEST_WALLET_STORAGE_KEYS,
  BITCOIN_TESTNET_CAIP_NETWORK_ID,
  BITCOIN_TESTNET_REFERENCE,
  devstackBitcoin,
} from './bitcoin/constants.js'
export type { DevstackSolanaAccount, DevstackSolanaNetwork } from './solana/constants.js'
// The local Solana cluster (browser-safe constants, kept in their own module).
export {
  DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  DEVSTACK_SOLANA_CHAIN_ID,
  DEVSTACK_SOLANA_FSUSD,
  DEVSTACK_SOLANA_FSUSD_DECIMALS,
  DEVSTACK_SOLANA_FSUSD_MINT,
  DEVSTACK_SOLANA_GENESIS_HASH,
  DEVSTACK_SOLANA_MINT_AUTHORITY,
  DEVSTACK_SOLANA_NAME,
  DEVSTACK_SOLANA_ONRAMP_TREASURY,
  DEVSTACK_SOLANA_REFERENCE,
  DEVSTACK_SOLANA_RPC_PORT,
  DEVSTACK_SOLANA_RPC_URL,
  devstackSolana,
  SOLANA_FUNDED_BALANCE_LAMPORTS,
  SOLANA_FUNDED_BALANCE_SOL,
  SOLANA_NATIVE_PRICE_USD,
  SOLANA_ONRAMP_TREASURY_BALANCE_SOL,
  SOLANA_RECIPIENT_ACCOUNT,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_WALLET_ACCOUNT,
  SOLANA_TEST_WALLET_ADDRESS,
  SOLANA_TEST_WALLET_FSUSD_ACCOUNT,
  SOLANA_TEST_WALLET_NAME,
  SOLANA_TEST_WALLET_STORAGE_KEYS,
} from './solana/constants.js'

/** The only host the devstack listens on. Nothing it serves points outside loopback. */
export const DEVSTACK_HOST = '127.0.0.1'

/** Port of anvil chain A (chain id {@link DEVSTACK_CHAIN_A_ID}). */
export const DEVSTACK_CHAIN_A_PORT = 8545
/** Port of anvil chain B (chain id {@link DEVSTACK_CHAIN_B_ID}), for network-switch tests. */
export const DEVSTACK_CHAIN_B_PORT = 8546
/** Port of the devstack HTTP server (health, test wallet, provider API, blockchain API). */
export const DEVSTACK_API_PORT = 8787
/** Port of the devstack's WalletConnect v2 relay (a websocket server). */
export const DEVSTACK_RELAY_PORT = 8789
/** Port of the embedded-wallet frame server: its own loopback origin, apart from the app's. */
export const DEVSTACK_FRAME_PORT = 8790

/** Chain id of anvil chain A. */
export const DEVSTACK_CHAIN_A_ID = 31337
/** Chain id of anvil chain B. */
export const DEVSTACK_CHAIN_B_ID = 31338

export const DEVSTACK_CHAIN_A_NAME = 'Foyer Devnet'
export const DEVSTACK_CHAIN_B_NAME = 'Foyer Devnet B'

export const DEVSTACK_CHAIN_A_RPC_URL = `http://${DEVSTACK_HOST}:${DEVSTACK_CHAIN_A_PORT}`
export const DEVSTACK_CHAIN_B_RPC_URL = `http://${DEVSTACK_HOST}:${DEVSTACK_CHAIN_B_PORT}`

/** Base URL of the devstack HTTP server. */
export const DEVSTACK_API_URL = `http://${DEVSTACK_HOST}:${DEVSTACK_API_PORT}`
/** Base URL of the provider API (wallet directory, project config, analytics). Same server. */
export const DEVSTACK_PROVIDER_API_URL = DEVSTACK_API_URL
/** Base URL of the blockchain API (`/v1/...` routes). Same server. */
export const DEVSTACK_BLOCKCHAIN_API_URL = DEVSTACK_API_URL
/** Analytics events endpoint (`POST`, recorded; read them at `/devstack/analytics-events`). */
export const DEVSTACK_ANALYTICS_EVENTS_URL = `${DEVSTACK_API_URL}/e`
/** Project-scoped RPC proxy: `POST ${DEVSTACK_RPC_PROXY_URL}?chainId=eip155:31337&projectId=…`. */
export const DEVSTACK_RPC_PROXY_URL = `${DEVSTACK_API_URL}/v1`
/** Test controls: settable config, faults, reset (`/devstack/*`). */
export const DEVSTACK_CONTROL_URL = `${DEVSTACK_API_URL}/devstack`
/** `GET` → `{ ok: true, chains: [...] }` once the devstack is up. */
export const DEVSTACK_HEALTH_URL = `${DEVSTACK_API_URL}/health`
/** The EIP-6963 test wallet, to include with `<script src>`. */
export const TEST_WALLET_SCRIPT_URL = `${DEVSTACK_API_URL}/test-wallet.js`
/** The Solana Wallet Standard test wallet, to include with `<script src>`. */
export const SOLANA_TEST_WALLET_SCRIPT_URL = `${DEVSTACK_API_URL}/solana-test-wallet.js`
/** The Bitcoin Wallet Standard test wallet (testnet), to include with `<script src>`. */
export const BITCOIN_TEST_WALLET_SCRIPT_URL = `${DEVSTACK_API_URL}/bitcoin-test-wallet.js`
/** The WalletConnect v2 relay: pass it as `relayUrl` to UniversalProvider / SignClient. */
export const DEVSTACK_RELAY_URL = `ws://${DEVSTACK_HOST}:${DEVSTACK_RELAY_PORT}`
/** The embedded-wallet frame page (createFoyer's `services.frameUrl`), on its own origin. */
export const DEVSTACK_FRAME_URL = `http://${DEVSTACK_HOST}:${DEVSTACK_FRAME_PORT}`
/** The frame's dev inbox: `GET ?email=` → `{ codes: [{ email, code, createdAt, expiresAt }] }`, newest first. */
export const DEVSTACK_FRAME_INBOX_URL = `${DEVSTACK_FRAME_URL}/devstack/inbox`
/** The WalletConnect test wallet's page (paste a `wc:` URI, approve or reject by hand). */
export const WC_WALLET_PAGE_URL = `${DEVSTACK_API_URL}/wc-wallet`
/** The WalletConnect test wallet's HTTP controls (`/pair`, `/state`, `/policy`, …). */
export const WC_WALLET_CONTROL_URL = `${DEVSTACK_API_URL}/devstack/wc-wallet`
/** The reference sign-in backend (`/siwx/nonce`, `/siwx/sessions`, `/siwx/me`). */
export const DEVSTACK_SIWX_URL = `${DEVSTACK_API_URL}/siwx`
/**
 * The page origins the sign-in backend signs visitors in for (the demo and the playground): a
 * message's domain and URI must be one of these, picked by the request's `Origin`.
 */
export const DEVSTACK_SIWX_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:61000',
  'http://localhost:61000',
]

// anvil's accounts and the seeded contracts and tokens (browser-safe, in modules of their own).
export {
  ANVIL_MNEMONIC,
  type DevstackAccount,
  FUNDED_BALANCE_ETH,
  FUNDED_BALANCE_WEI,
  TEST_ACCOUNT_ADDRESSES,
  TEST_ACCOUNTS,
  TEST_WALLET_ACCOUNT,
  WC_WALLET_ACCOUNT,
} from './accounts.js'
export {
  DEVSTACK_COLLECTIBLES,
  DEVSTACK_CONTRACTS,
  DEVSTACK_DEPLOYER,
  DEVSTACK_TOKENS,
  type DevstackToken,
  MULTICALL3_ADDRESS,
  NATIVE_PRICE_USD,
  NATIVE_TOKEN_ADDRESS,
} from './seededAssets.js'

/**
 * A devstack chain: a viem `Chain` plus the image id of its icon, which the devstack's provider
 * API serves at `/public/getAssetImage/{imageId}` (Foyer reads `assets` from a network).
 */
export type DevstackChain = Chain & { assets: { imageId: string } }

/** Chain A as a viem `Chain`, for hosts that treat it as a custom network. */
export const devstackChainA: DevstackChain = {
  ...defineChain({
    id: DEVSTACK_CHAIN_A_ID,
    name: DEVSTACK_CHAIN_A_NAME,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [DEVSTACK_CHAIN_A_RPC_URL] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  }),
  assets: { imageId: 'foyer-devnet-a' },
}

/** Chain B as a viem `Chain`. */
export const devstackChainB: DevstackChain = {
  ...defineChain({
    id: DEVSTACK_CHAIN_B_ID,
    name: DEVSTACK_CHAIN_B_NAME,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [DEVSTACK_CHAIN_B_RPC_URL] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  }),
  assets: { imageId: 'foyer-devnet-b' },
}

/** Both devstack chains, chain A first. */
export const DEVSTACK_CHAINS = [devstackChainA, devstackChainB] as const

/** The test wallet's EIP-6963 identity (its `uuid` is random per page load). */
export const TEST_WALLET_NAME = 'Foyer Test Wallet'
export const TEST_WALLET_RDNS = 'dev.foyer.testwallet'

/** localStorage keys the test wallet reads and writes. */
export const TEST_WALLET_STORAGE_KEYS = {
  /** Present (`'true'`) once the page was granted the account, like an extension's permission. */
  granted: 'foyer-test-wallet:granted',
  /** JSON `TestWalletPolicy`, read at load (set it with Playwright's `page.addInitScript`). */
  policy: 'foyer-test-wallet:policy',
  /** Decimal chain id the wallet was last switched to. */
  chainId: 'foyer-test-wallet:chainId',
} as const
