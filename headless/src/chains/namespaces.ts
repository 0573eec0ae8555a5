/** The chain namespaces Foyer knows (CAIP-2 namespaces). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
