import { type Address, getAddress, isAddressEqual } from 'viem'
import { DEVSTACK_TOKENS, NATIVE_PRICE_USD, NATIVE_TOKEN_ADDRESS } from '../config.js'

/** A fungible asset the blockchain API knows: the native coin or a seeded token. */
export type KnownAsset = {
  address: Address
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  native: boolean
  pool?: Address
}

export const NATIVE_ASSET: KnownAsset = {
  address: NATIVE_TOKEN_ADDRESS,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  priceUsd: NATIVE_PRICE_USD,
  native: true,
}

export const TOKEN_ASSETS: KnownAsset[] = DEVSTACK_TOKENS.map((token) => ({
  address: token.address,
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
  priceUsd: token.priceUsd,
  native: false,
  pool: token.pool,
}))

export const ALL_ASSETS = [NATIVE_ASSET, ...TOKEN_ASSETS]

/** The asset at `address` (native placeholder included), if known. */
export function findAsset(address: string): KnownAsset | undefined {
  try {
    const checksummed = getAddress(address)
    return ALL_ASSETS.find((asset) => isAddressEqual(asset.address, checksummed))
  } catch {
    return undefined
  }
}

/** Icon URL of an asset on the devstack server. */
export const assetIconUrl = (apiUrl: string, asset: Pick<KnownAsset, 'symbol'>) =>
  `${apiUrl}/public/getTokenImage/${asset.symbol}`
