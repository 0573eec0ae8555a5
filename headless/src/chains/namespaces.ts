import { baseParameterRules } from '../errors/parameters.js'

/** The chain namespaces Foyer knows (CAIP-2 namespaces). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** The parameter rule of a namespace Foyer knows (`parameterRules.namespace`). */
export const namespaceRule = baseParameterRules.oneOf(chainNamespaces)

/** A chain namespace Foyer knows (SPEC §1). */
export type ChainNamespace = (typeof chainNamespaces)[number]

/** True for one of {@link chainNamespaces}. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
