/**
 * Fixed values of the devstack's local Solana cluster (litesvm behind a JSON-RPC server).
 *
 * Browser-safe: no Node built-ins and no Solana library, so `@foyer/devstack/config` re-exports
 * everything here. The keys below are public test data: never use them for real funds.
 */
import type { Chain } from 'viem'
import { defineChain } from 'viem'

/** Port of the local Solana JSON-RPC server. */
export const DEVSTACK_SOLANA_RPC_PORT = 8899
/** URL of the local Solana JSON-RPC server (HTTP POST, JSON-RPC 2.0, batches too). */
export const DEVSTACK_SOLANA_RPC_URL = `http://127.0.0.1:${DEVSTACK_SOLANA_RPC_PORT}`

/**
 * Genesis hash the local cluster reports (`getGenesisHash`): a fixed base58 32-byte hash
 * (sha256 of `foyer-devstack:solana:genesis`), so the CAIP-2 id never changes.
 */
export const DEVSTACK_SOLANA_GENESIS_HASH = '7Wp68v2DneQLJJf55fEJPeaBM7d7QuWowTeR4TU4tZ9B'
/** CAIP-2 id of the local cluster: `solana:` + the first 32 characters of the genesis hash. */
export const DEVSTACK_SOLANA_CAIP_NETWORK_ID = 'solana:7Wp68v2DneQLJJf55fEJPeaBM7d7QuWo'
/** The CAIP-2 reference (the genesis hash prefix). */
export const DEVSTACK_SOLANA_REFERENCE = DEVSTACK_SOLANA_CAIP_NETWORK_ID.slice('solana:'.length)
/** Display name of the local cluster. */
export const DEVSTACK_SOLANA_NAME = 'Foyer Solana Devnet'
/**
 * Numeric id for the viem `Chain` shape only (Solana has no numeric chain id; the CAIP-2 id
 * above is what identifies the cluster).
 */
export const DEVSTACK_SOLANA_CHAIN_ID = 8899

/** A Solana keypair of the devstack: base58 address and base58 64-byte secret key. */
export type DevstackSolanaAccount = {
  readonly address: string
  /** 64 bytes (32-byte seed then public key), base58: the format wallets import. */
  readonly secretKey: string
}

/**
 * The seeded Solana accounts, each funded with {@link SOLANA_FUNDED_BALANCE_SOL} SOL: #0 backs the
 * Solana test wallet (and holds 1000 FSUSD), #1 is a recipient. Seeds are sha256 of
 * `foyer-devstack:solana:test-wallet` and `…:recipient`. Public test keys.
 */
export const SOLANA_TEST_ACCOUNTS = [
  {
    address: 'ekN4vk72jSe56nCATH1YReuhZkdNku3MgkikLUuf6uT',
    secretKey:
      '5rKD1SXnKbaWzmGSRPsozuFKwcxoujHGXEVnTyc5J5YG3EDifGVM8AtZqqer7BHUKjEqsFXyXBVpwMWD2uahm1sK',
  },
  {
    address: 'B3qBpPduYzTuTdsM5iQoqiqerKv84AiX1j7PWVXSpxdM',
    secretKey:
      '5EDGp93aWngawgxti5JDBucmh9ixazh8RAUDDTv6p7G2HnNf9ZquXR9FkjLfoLC7ErLp8H1V6P1ngK1grWUVmc9d',
  },
] as const satisfies readonly DevstackSolanaAccount[]

/** The account behind the Solana test wallet. */
export const SOLANA_TEST_WALLET_ACCOUNT = SOLANA_TEST_ACCOUNTS[0]
/** Address of the Solana test wallet's account. */
export const SOLANA_TEST_WALLET_ADDRESS = SOLANA_TEST_WALLET_ACCOUNT.address
/** A second funded account, to send to. */
export const SOLANA_RECIPIENT_ACCOUNT = SOLANA_TEST_ACCOUNTS[1]

/** Starting balance of each seeded Solana account, in SOL. */
export const SOLANA_FUNDED_BALANCE_SOL = '100'
/** Starting balance of each seeded Solana account, in lamports. */
export const SOLANA_FUNDED_BALANCE_LAMPORTS = 100n * 10n ** 9n

/** Mint authority of FSUSD (seed: sha256 of `foyer-devstack:solana:mint-authority`). */
export const DEVSTACK_SOLANA_MINT_AUTHORITY = {
  address: 'Bws2oQNsjjYSyzneXFPH3nCeDZp5GrL2QqkSVzZU9cnE',
  secretKey:
    '5mw2FNv3K3Uk3iAS1QzumZnDkq2gzY5oh68bSqThEvrSbskEHycDxYpBVq8QuwSzDKTL5728mDpaByjFLw9xteD8',
} as const satisfies DevstackSolanaAccount

/**
 * The onramp's Solana treasury (seed: sha256 of `foyer-devstack:solana:onramp-treasury`): the
 * local purchase page sends the SOL bought on the cluster from it. Seeded with
 * {@link SOLANA_ONRAMP_TREASURY_BALANCE_SOL} SOL. Public test key.
 */
export const DEVSTACK_SOLANA_ONRAMP_TREASURY = {
  address: 'GBBq7Sxb5PrU9CxGtMCUW15FHvPFNCUxEroBDSHH2pn9',
  secretKey:
    '2gDMhtg2cfPurUUdgsfSgzmX1pBEdKnyhpXweqFqXTysqL3yqTNEEWLjUJSMTZjX8HXXE1giepoWXKx6WJFezDNM',
} as const satisfies DevstackSolanaAccount

/** Starting balance of the onramp's Solana treasury, in SOL. */
export const SOLANA_ONRAMP_TREASURY_BALANCE_SOL = '100000'

/** Address of the seeded SPL mint "Foyer Solana USD" (FSUSD). */
export const DEVSTACK_SOLANA_FSUSD_MINT = 'H9oLijr7deJsmezgznLSwceWHRHJWoEdvorxHrMuVefi'
/** Decimals of FSUSD. */
export const DEVSTACK_SOLANA_FSUSD_DECIMALS = 6

/** The test wallet's FSUSD associated token account (classic Token program), holding 1000 FSUSD. */
export const SOLANA_TEST_WALLET_FSUSD_ACCOUNT = '9a27hD8vJaah64XAvfzEhnMywchaceu5vCB7P5f7GpGy'

/** The seeded SPL token (classic Token program), with its price in the devstack's table. */
export const DEVSTACK_SOLANA_FSUSD = {
  address: DEVSTACK_SOLANA_FSUSD_MINT,
  name: 'Foyer Solana USD',
  symbol: 'FSUSD',
  decimals: DEVSTACK_SOLANA_FSUSD_DECIMALS,
  priceUsd: 1,
  /** Balance of the test wallet's associated token account at seed time, in whole units. */
  seededBalance: '1000',
} as const

/** USD price of SOL in the devstack's price table. */
export const SOLANA_NATIVE_PRICE_USD = 150

/** The Solana test wallet's default Wallet Standard name (configurable per page). */
export const SOLANA_TEST_WALLET_NAME = 'Foyer Solana Wallet'

/** The local cluster as a viem-shaped `Chain` (SOL, 9 decimals), RPC URL the local server. */
const solanaChain: Chain = defineChain({
  id: DEVSTACK_SOLANA_CHAIN_ID,
  name: DEVSTACK_SOLANA_NAME,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [DEVSTACK_SOLANA_RPC_URL] } },
  testnet: true,
})

/** The shape of headless's `Network` for a Solana cluster, plus its CAIP-2 reference. */
export type DevstackSolanaNetwork = Chain & {
  caipNetworkId: `solana:${string}`
  chainNamespace: 'solana'
  /** The CAIP-2 reference, as headless's `defineNetwork(chain, { reference })` takes it. */
  reference: string
}

/**
 * The local cluster as a Foyer network (the shape of headless's `Network`: a viem `Chain` plus
 * `caipNetworkId` and `chainNamespace`), for hosts to list beside `devstackChainA`.
 */
export const devstackSolana: DevstackSolanaNetwork = {
  ...solanaChain,
  rpcUrls: { default: solanaChain.rpcUrls.default, chainDefault: solanaChain.rpcUrls.default },
  chainNamespace: 'solana',
  caipNetworkId: DEVSTACK_SOLANA_CAIP_NETWORK_ID,
  reference: DEVSTACK_SOLANA_REFERENCE,
}

/** localStorage keys the Solana test wallet reads and writes. */
export const SOLANA_TEST_WALLET_STORAGE_KEYS = {
  /** Present (`'true'`) once the page was granted the account (`standard:connect`). */
  granted: 'foyer-solana-test-wallet:granted',
  /** JSON `TestWalletPolicy` (same shape as the EIP-6963 wallet's), read at load. */
  policy: 'foyer-solana-test-wallet:policy',
} as const
