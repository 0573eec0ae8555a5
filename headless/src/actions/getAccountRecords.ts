import {
  type AccountRecord,
  type AccountType,
  namespaceAccountTypes,
  resolveAccountType,
} from '../chains/accountTypes.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, activeNamespaceAtom } from '../store/atoms.js'
import { findConnector } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type GetAccountRecordsParameters = {
  /** @default the active namespace */
  namespace?: ChainNamespace
}

/** The connected accounts of the namespace, the active one first; empty when not connected. */
export type GetAccountRecordsReturnType = readonly AccountRecord[]

export type GetAccountRecordsErrorType = never

/**
 * The account records (SPEC §3: namespace, address, type, publicKey, path) of a namespace's
 * connected wallet. A connector that knows its accounts' keys gives them (`getAccountRecords`:
 * a Bitcoin wallet's payment accounts with public key and derivation path). Otherwise the active
 * address is one record without key or path, typed by the namespace's only account type (eoa
 * on solana and polkadot, payment on bip122), on eip155 `eoa` for a browser or WalletConnect
 * wallet and the host's preference (`defaultAccountTypes`, else smartAccount) for the embedded
 * wallet; cosmos has no account type, so no record.
 */
export function getAccountRecords(
  foyer: Foyer,
  parameters: GetAccountRecordsParameters = {},
): GetAccountRecordsReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { namespace: is.optional(is.namespace) }, { optional: true })
  const { store } = foyer
  const namespace = parameters.namespace ?? store.get(activeNamespaceAtom)
  const account = store.get(accountsAtom)[namespace]
  if (account?.status !== 'connected' || !account.address) return []
  const connector = account.connectorId ? findConnector(foyer, account.connectorId) : undefined
  const records = connector?.getAccountRecords?.().filter((item) => item.namespace === namespace)
  if (records?.length) return records
  const allowed: readonly AccountType[] = namespaceAccountTypes[namespace]
  const type =
    allowed.length === 1
      ? allowed[0]
      : namespace === 'eip155' && connector?.type !== 'AUTH'
        ? 'eoa'
        : resolveAccountType(namespace, foyer.options.defaultAccountTypes)
  return type ? [{ namespace, address: account.address, type }] : []
}
