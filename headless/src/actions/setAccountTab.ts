import type { AccountTab } from '../rules/accountView.js'
import { accountTabAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type SetAccountTabParameters = { tab: AccountTab }
export type SetAccountTabReturnType = undefined
export type SetAccountTabErrorType = never

/** Opens a tab of the account view: 'tokens', 'nfts' or 'activity' (SPEC §3 `currentTab`). */
export function setAccountTab(
  foyer: Foyer,
  parameters: SetAccountTabParameters,
): SetAccountTabReturnType {
  foyer.store.set(accountTabAtom, parameters.tab)
  return undefined
}
