/**
 * Fixed values of the devstack's Bitcoin test wallet (a Wallet Standard wallet on Bitcoin
 * testnet). There is no Bitcoin node in the devstack: the wallet connects and signs messages,
 * nothing reads or sends on chain.
 *
 * Browser-safe: no Node built-ins and no crypto library, so `@foyer/devstack/config` re-exports
 * everything here. The key below is public test data: never use it for real funds.
 */
import type { Chain } from 'viem'

/**
 * The CAIP-2 reference of Bitcoin testnet (testnet3): the first 32 hex digits of its genesis
 * block hash, as CAIP-4 (bip122) defines it.
 */
export const BITCOIN_TESTNET_REFERENCE = '000000000933ea01ad0ee984209779ba'
/** CAIP-2 id of Bitcoin testnet: the chain the test wallet lists. */
export const BITCOIN_TESTNET_CAIP_NETWORK_ID = `bip122:${BITCOIN_TESTNET_REFERENCE}` as const
/** Display name of the network. */
export const BITCOIN_TESTNET_NAME = 'Bitcoin Testnet'
/**
 * Numeric id for the viem `Chain` shape only (Bitcoin has no numeric chain id; the CAIP-2 id
 * above is what identifies the network).
 */
export const BITCOIN_TESTNET_CHAIN_ID = 18332
/**
 * The network's `rpcUrls` (a Foyer network must list one http(s) URL). Foyer makes no Bitcoin
 * RPC call: this public testnet Esplora API is never called by Foyer or the devstack.
 */
export const BITCOIN_TESTNET_RPC_URL = 'https://mempool.space/testnet/api'

/**
 * The text whose sha256 is the test wallet's BIP-32 master seed (the convention of the Solana
 * keys: `foyer-devstack:<chain>:<role>`). Public test data.
 */
export const BITCOIN_TEST_WALLET_SEED_TEXT = 'foyer-devstack:bitcoin:test-wallet'
/** The BIP-84 path (native segwit, coin type 1 = testnet) of the payment account. */
export const BITCOIN_TEST_WALLET_PATH = "m/84'/1'/0'/0/0"
/** The payment account's compressed secp256k1 public key, hex. */
export const BITCOIN_TEST_WALLET_PUBLIC_KEY =
  '02799bcea642d71e15b2b4b8a750897b9e23d451032643587a26976a582a4cb75c'
/** The payment account's P2WPKH address (bech32, testnet `tb1q…`). */
export const BITCOIN_TEST_WALLET_ADDRESS = 'tb1q75d0l2ym42xk4nd4dmj39lc09qd38l0cpngzp6'
/** The ordinals account's path (BIP-84 index 1; ordinals wallets use taproot, this one does not). */
export const BITCOIN_TEST_WALLET_ORDINALS_PATH = "m/84'/1'/0'/0/1"
/** The ordinals account's P2WPKH address. */
export const BITCOIN_TEST_WALLET_ORDINALS_ADDRESS = 'tb1qd2efpp6ms8jztgzwdlav4fzar8p8lwaru54vtw'

/** The Bitcoin test wallet's default Wallet Standard name (configurable per page). */
export const BITCOIN_TEST_WALLET_NAME = 'Foyer Bitcoin Wallet'

/** localStorage keys the Bitcoin test wallet reads and writes. */
export const BITCOIN_TEST_WALLET_STORAGE_KEYS = {
  /** Present (`'true'`) once the page was granted the accounts (`bitcoin:connect`). */
  granted: 'foyer-bitcoin-test-wallet:granted',
  /** JSON `TestWalletPolicy` (same shape as the other test wallets'), read at load. */
  policy: 'foyer-bitcoin-test-wallet:policy',
} as const

/** The shape of headless's `Network` for a Bitcoin network, plus its CAIP-2 reference. */
export type DevstackBitcoinNetwork = Chain & {
  caipNetworkId: `bip122:${string}`
  chainNamespace: 'bip122'
  /** The CAIP-2 reference, as headless's `defineNetwork(chain, { reference })` takes it. */
  reference: string
}

const rpcUrls = { http: [BITCOIN_TESTNET_RPC_URL] }

/**
 * Bitcoin testnet as a Foyer network (the shape of headless's `Network`, as
 * `defineNetwork(chain, { chainNamespace: 'bip122', reference })` makes it), the network of the
 * Bitcoin test wallet.
 */
export const devstackBitcoin: DevstackBitcoinNetwork = {
  id: BITCOIN_TESTNET_CHAIN_ID,
  name: BITCOIN_TESTNET_NAME,
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: rpcUrls, chainDefault: rpcUrls },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: BITCOIN_TESTNET_CAIP_NETWORK_ID,
  reference: BITCOIN_TESTNET_REFERENCE,
}
