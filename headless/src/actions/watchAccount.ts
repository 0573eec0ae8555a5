import type { AccountState } from '../machines/connection.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeAccountAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type WatchAccountParameters = {
  /** Called with the active account each time it changes, and the one before. */
  onChange(account: AccountState, previous: AccountState): void
}

/** The function that stops watching. */
export type WatchAccountReturnType = () => void

export type WatchAccountErrorType = never

/** Watches the active namespace's account, for hosts without React. */
export function watchAccount(
  foyer: Foyer,
  parameters: WatchAccountParameters,
): WatchAccountReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { onChange: is.function })
  let previous = foyer.store.get(activeAccountAtom)
  return foyer.store.sub(activeAccountAtom, () => {
    const account = foyer.store.get(activeAccountAtom)
    if (account === previous) return
    const before = previous
    previous = account
    parameters.onChange(account, before)
  })
}
