import { type AccountTab, accountTabs } from '../rules/accountView.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountTabAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type SetAccountTabParameters = { tab: AccountTab }
export type SetAccountTabReturnType = undefined
export type SetAccountTabErrorType = never

/** Opens a tab of the account view: 'tokens', 'nfts' or 'activity' (SPEC §3 `currentTab`). */
export function setAccountTab(
  foyer: Foyer,
  parameters: SetAccountTabParameters,
): SetAccountTabReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { tab: is.oneOf(accountTabs) })
  foyer.store.set(accountTabAtom, parameters.tab)
  return undefined
}
