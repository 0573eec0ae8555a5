import type { ChainNamespace } from '../chains/namespaces.js'
import { type AccountState, disconnectedAccount } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, activeAccountAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type WatchAccountParameters = {
  /**
   * Watch this namespace's account instead of the active one (a bridge to an EVM-only library
   * watches 'eip155' even while the visitor is on Solana).
   * @default the active namespace
   */
  namespace?: ChainNamespace
  /** Called with the account each time it changes, and the one before. */
  onChange(account: AccountState, previous: AccountState): void
}

/** The function that stops watching. */
export type WatchAccountReturnType = () => void

export type WatchAccountErrorType = never

/** Watches the active namespace's account (or one namespace's), for hosts without React. */
export function watchAccount(
  foyer: Foyer,
  parameters: WatchAccountParameters,
): WatchAccountReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { onChange: is.function, namespace: is.optional(is.namespace) })
  const { namespace } = parameters
  const read = (): AccountState =>
    namespace === undefined
      ? foyer.store.get(activeAccountAtom)
      : (foyer.store.get(accountsAtom)[namespace] ?? disconnectedAccount)
  let previous = read()
  return foyer.store.sub(namespace === undefined ? activeAccountAtom : accountsAtom, () => {
    const account = read()
    if (account === previous) return
    const before = previous
    previous = account
    parameters.onChange(account, before)
  })
}
