import { reverseLookupNames } from '../api/reverseLookupNames.js'
import type { NameRecord } from '../api/types.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import { NamesForAddressError } from '../errors/names.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type GetAccountNamesParameters = {
  /** @default the connected account's address */
  address?: string | undefined
}

/** The names registered to the address; none without a blockchain API or on other networks. */
export type GetAccountNamesReturnType = NameRecord[]

export type GetAccountNamesErrorType = NoActiveCaipNetworkError | NamesForAddressError

/** The implementation of `getAccountNames` (loaded on first use). */
export async function getAccountNames(
  foyer: Foyer,
  parameters: GetAccountNamesParameters = {},
): Promise<GetAccountNamesReturnType> {
  const network = foyer.store.get(accountNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  const address = parameters.address ?? foyer.store.get(activeAccountAtom).address
  const { blockchain } = await foyer.loadApi()
  if (!blockchain || !address) return []
  try {
    return await reverseLookupNames(blockchain, {
      address,
      caipNetworkId: network.caipNetworkId,
      sender: foyer.store.get(activeAccountAtom).address,
    })
  } catch (cause) {
    throw new NamesForAddressError({ cause, metaMessages: [`Address: ${address}`] })
  }
}
