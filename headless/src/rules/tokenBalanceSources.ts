import type { EvmChainTokenBalance } from '../adapters/evmParameters.js'
import type { Asset } from '../adapters/evmWalletTypes.js'
import type { TokenBalance } from '../api/types.js'
import { formatUnitsExact } from '../format/parseAmount.js'

/**
 * The wallet's assets (ERC-7811 `wallet_getAssets`) as token balances: hex balances become
 * decimal quantities; price and value when the wallet sends them. Decimals 0 are dropped
 * (SPEC §5).
 */
export function tokenBalancesFromAssets(assets: readonly Asset[], chainId: string): TokenBalance[] {
  return assets
    .filter((asset) => asset.metadata.decimals !== 0)
    .map((asset) => ({
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId,
      ...(asset.type === 'NATIVE' ? {} : { address: asset.address }),
      value: asset.metadata.value,
      price: asset.metadata.price,
      quantity: {
        decimals: String(asset.metadata.decimals),
        numeric: formatUnitsExact(BigInt(asset.balance), asset.metadata.decimals),
      },
      iconUrl: asset.metadata.iconUrl ?? '',
    }))
}

/**
 * Balances read from the chain (native coin and the host's `tokens`) as token balances, without
 * price or value (the chain knows none). Decimals 0 are dropped (SPEC §5).
 */
export function tokenBalancesFromChain(
  balances: readonly EvmChainTokenBalance[],
  chainId: string,
): TokenBalance[] {
  return balances
    .filter((balance) => balance.decimals !== 0)
    .map((balance) => ({
      name: balance.name,
      symbol: balance.symbol,
      chainId,
      ...(balance.address ? { address: balance.address } : {}),
      quantity: {
        decimals: String(balance.decimals),
        numeric: formatUnitsExact(balance.balance, balance.decimals),
      },
      iconUrl: '',
    }))
}
