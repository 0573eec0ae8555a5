import { assertParameter, baseParameterRules as is } from '../errors/parameters.js'
import { type ChainNamespace, namespaceRule } from './namespaces.js'

/** Kinds of account (SPEC §3): payment (bitcoin), smart account (eip155), eoa. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** Account types each namespace can have. */
export const namespaceAccountTypes = {
  eip155: ['smartAccount', 'eoa'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment'],
  cosmos: [],
} as const satisfies Record<ChainNamespace, readonly AccountType[]>

/**
 * The default account type of each namespace (SPEC §3): payment for bitcoin, smartAccount for
 * eip155, eoa for polkadot and solana. The spec names none for cosmos.
 */
export const defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

/**
 * The account type to use on a namespace: the host's preference (`defaultAccountTypes` option)
 * when the namespace allows it, else the namespace's default.
 */
export function resolveAccountType(
  chainNamespace: ChainNamespace,
  preferred?: Partial<Record<ChainNamespace, AccountType>>,
): AccountType | undefined {
  assertParameter('chainNamespace', chainNamespace, namespaceRule)
  assertParameter('preferred', preferred, is.optional(is.object))
  const wanted = preferred?.[chainNamespace]
  const allowed: readonly AccountType[] = namespaceAccountTypes[chainNamespace]
  return wanted && allowed.includes(wanted) ? wanted : defaultAccountTypes[chainNamespace]
}

/** One account of a connected wallet (SPEC §3 "Account record"). */
export type AccountRecord = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}
