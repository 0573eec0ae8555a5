/**
 * The contracts and tokens the devstack seeds on both chains, at fixed addresses. Browser-safe;
 * re-exported by `@foyer/devstack/config`.
 */
import type { Address } from 'viem'
import { type DevstackAccount, TEST_ACCOUNTS } from './accounts.js'

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
