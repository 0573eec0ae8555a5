import type { Network } from './network.js'

/** A Solana cluster as Wallet Standard wallets name it (`solana:mainnet`, …). */
export type SolanaWalletChain = `solana:${string}`

/** The CAIP-2 references (genesis-hash prefixes) of the public Solana clusters. */
export const solanaClusterReferences = {
  'solana:mainnet': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': '4uhcVJyU9pJkvQyS88uRDiswHXSRkM3',
} as const satisfies Record<SolanaWalletChain, string>

/**
 * The Wallet Standard chain of a Solana network: a public cluster by its CAIP-2 reference,
 * the id itself when a wallet lists it (`solana:<reference>`), else `solana:localnet` (a local
 * validator or test RPC has no registered genesis hash).
 */
export function solanaWalletChain(
  network: Pick<Network, 'caipNetworkId'>,
  walletChains: readonly string[] = [],
): SolanaWalletChain {
  const reference = network.caipNetworkId.slice('solana:'.length)
  for (const [chain, known] of Object.entries(solanaClusterReferences)) {
    if (known === reference) return chain as SolanaWalletChain
  }
  if (walletChains.includes(network.caipNetworkId))
    return network.caipNetworkId as SolanaWalletChain
  return 'solana:localnet'
}

/**
 * The host's Solana network a wallet should use: the one asked for by reference, else the
 * first the wallet lists, else the host's first Solana network; undefined without one.
 */
export function pickSolanaNetwork(
  networks: readonly Network[],
  walletChains: readonly string[],
  reference?: string | number,
): Network | undefined {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  if (reference !== undefined) {
    const asked = solana.find((network) => network.caipNetworkId === `solana:${reference}`)
    if (asked) return asked
  }
  return (
    solana.find((network) => walletChains.includes(solanaWalletChain(network, walletChains))) ??
    solana[0]
  )
}
