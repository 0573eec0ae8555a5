import type { CaipNetworkId, Network } from './network.js'

/**
 * The CAIP-2 ids (CAIP-4: `bip122:` + the first 32 hex digits of the genesis block hash) of the
 * public Bitcoin networks, by the names Bitcoin Wallet Standard wallets give them.
 */
export const bitcoinChainIds = {
  'bitcoin:mainnet': 'bip122:000000000019d6689c085ae165831e93',
  'bitcoin:testnet': 'bip122:000000000933ea01ad0ee984209779ba',
  'bitcoin:signet': 'bip122:00000008819873e925422c1ff0f99f7c',
  'bitcoin:regtest': 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const satisfies Record<`bitcoin:${string}`, CaipNetworkId>

/**
 * The CAIP-2 id of a chain a Bitcoin wallet lists: a `bip122:` id as it is, a `bitcoin:` name
 * through {@link bitcoinChainIds}; undefined for anything else.
 */
export function bitcoinCaipNetworkId(chain: unknown): CaipNetworkId | undefined {
  if (typeof chain !== 'string') return undefined
  if (/^bip122:[0-9a-f]{32}$/.test(chain)) return chain as CaipNetworkId
  return (bitcoinChainIds as Record<string, CaipNetworkId>)[chain]
}

/**
 * The host's Bitcoin network a wallet should use: the one asked for by reference, else the
 * first the wallet lists, else the host's first Bitcoin network; undefined without one.
 */
export function pickBitcoinNetwork(
  networks: readonly Network[],
  walletChains: readonly string[],
  reference?: string | number,
): Network | undefined {
  const bitcoin = networks.filter((network) => network.chainNamespace === 'bip122')
  const listed = new Set(walletChains.map(bitcoinCaipNetworkId))
  return (
    bitcoin.find((network) => network.caipNetworkId === `bip122:${reference}`) ??
    bitcoin.find((network) => listed.has(network.caipNetworkId)) ??
    bitcoin[0]
  )
}
