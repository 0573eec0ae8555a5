/**
 * Fixed loopback addresses and well-known values of the Foyer devstack.
 *
 * Browser-safe: this module imports no Node built-ins, so the demo, the playground and the
 * tests import it as `@foyer/devstack/config`.
 */
import type { Address, Chain, Hex } from 'viem'
import { defineChain } from 'viem'

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

/** anvil's default deterministic mnemonic. Public test data: never use it for real funds. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** One of anvil's deterministic accounts. */
export type DevstackAccount = { readonly address: Address; readonly privateKey: Hex }

/** The first five accounts anvil derives from {@link ANVIL_MNEMONIC} (well-known test keys). */
export const TEST_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
] as const satisfies readonly DevstackAccount[]

/** Addresses of {@link TEST_ACCOUNTS}. */
export const TEST_ACCOUNT_ADDRESSES = TEST_ACCOUNTS.map((account) => account.address)

/** The account behind the test wallet (anvil account #0). */
export const TEST_WALLET_ACCOUNT = TEST_ACCOUNTS[0]

/** The account behind the WalletConnect test wallet (anvil account #1). */
export const WC_WALLET_ACCOUNT = TEST_ACCOUNTS[1]

/** Starting balance of every anvil account on both chains, in ether. */
export const FUNDED_BALANCE_ETH = '10000'
/** Starting balance of every anvil account on both chains, in wei. */
export const FUNDED_BALANCE_WEI = 10_000n * 10n ** 18n

/** Multicall3 at its canonical address, on both chains (runtime code compiled from contracts/). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Account that deploys the seeded contracts (not one of anvil's ten, so its nonces stay fixed and
 * the addresses below are the same on every fresh chain). Public test key: never use it for real.
 */
export const DEVSTACK_DEPLOYER = {
  address: '0xd6F57D426a94a0ad6411DC1443d3B25552FB8111',
  privateKey: '0xe1f5fc4d2b7fe0318ba07624776475fd3d5f00f4e4921eb824054258d74f0f3a',
} as const satisfies DevstackAccount

/**
 * Addresses of the seeded contracts, identical on both chains (deployer nonces 0–5; Multicall3
 * at its canonical address).
 */
export const DEVSTACK_CONTRACTS = {
  /** ERC-20 "Foyer USD" (FUSD), 6 decimals. */
  usdToken: '0x83F695982dE4E24447D48fbF2E38ec81d8572E46',
  /** ERC-20 "Foyer Token" (FOY), 18 decimals. */
  token: '0x77D5a5579e05c97Aeb9DBFF6163e7543f2832C45',
  /** Constant-product pool native ETH ⇄ FUSD. */
  usdPool: '0x5B6dE12acf971c90f6466D8B35B33205aBC7f5Dc',
  /** Constant-product pool native ETH ⇄ FOY. */
  tokenPool: '0xD7844bcC67a7814A33Ca701aac83C0d1FBDE22CD',
  /** ERC-721 "Foyer Collectibles" (FOYC). */
  collectibles: '0xB9929980dc690Dd5d1B18723A6BD59c2f39E0F59',
  /**
   * CREATE2 factory of `FoyerAccount`, the embedded wallet's smart account (one per owner key):
   * `createAccount(owner)` (idempotent), `getAddress(owner)`.
   */
  accountFactory: '0x1de9e5E175DEE56f5bA9813ddFf1643550e90Fde',
  multicall3: MULTICALL3_ADDRESS,
} as const satisfies Record<string, Address>

/** Placeholder address that the blockchain API uses for the native coin in CAIP-10 form. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** USD price of the native coin (ETH) in the devstack's price table. */
export const NATIVE_PRICE_USD = 3000

/** A seeded ERC-20 token. */
export type DevstackToken = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** USD price in the devstack's price table. */
  readonly priceUsd: number
  /** Its pool against the native coin. */
  readonly pool: Address
  /** Pool reserves at seed time, in whole units: native ETH and the token. */
  readonly poolLiquidity: { readonly native: string; readonly token: string }
  /** Balance each of the first five test accounts gets at seed time, in whole units. */
  readonly seededBalance: string
}

/** The two seeded ERC-20 tokens (same addresses on both chains). */
export const DEVSTACK_TOKENS = [
  {
    address: DEVSTACK_CONTRACTS.usdToken,
    name: 'Foyer USD',
    symbol: 'FUSD',
    decimals: 6,
    priceUsd: 1,
    pool: DEVSTACK_CONTRACTS.usdPool,
    poolLiquidity: { native: '100', token: '300000' },
    seededBalance: '10000',
  },
  {
    address: DEVSTACK_CONTRACTS.token,
    name: 'Foyer Token',
    symbol: 'FOY',
    decimals: 18,
    priceUsd: 1.5,
    pool: DEVSTACK_CONTRACTS.tokenPool,
    poolLiquidity: { native: '100', token: '200000' },
    seededBalance: '1000',
  },
] as const satisfies readonly DevstackToken[]

/** The seeded ERC-721 collection and who owns which token id. */
export const DEVSTACK_COLLECTIBLES = {
  address: DEVSTACK_CONTRACTS.collectibles,
  name: 'Foyer Collectibles',
  symbol: 'FOYC',
  owners: {
    1: TEST_ACCOUNTS[0].address,
    2: TEST_ACCOUNTS[0].address,
    3: TEST_ACCOUNTS[0].address,
    4: TEST_ACCOUNTS[1].address,
  },
} as const

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
