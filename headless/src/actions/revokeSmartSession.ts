import { revokeSession } from '../api/revokeSession.js'
import { NoActiveCaipAddressError, UnsupportedChainError } from '../errors/chain.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { activeAccountAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { signMessage } from './signMessage.js'

export type RevokeSmartSessionParameters = {
  /** The session's permission context id (`pci`), as the sessions list gives it. */
  pci: string
}

/**
 * Revokes one of the connected account's smart sessions (SPEC §7 POST
 * `/v1/sessions/{id}/revoke`): the wallet signs the session's `pci` (`personal_sign`), then the
 * blockchain API revokes it. Throws `NoActiveCaipAddressError` with no connected eip155 account,
 * `UnsupportedChainError` without a blockchain API, the wallet's refusal as
 * `UserRejectedRequestError`, and the API's error when it refuses.
 */
export async function revokeSmartSession(
  foyer: Foyer,
  parameters: RevokeSmartSessionParameters,
): Promise<void> {
  assertFoyer(foyer)
  assertParameters(parameters, { pci: is.string })
  const { caipAddress } = foyer.store.get(activeAccountAtom)
  if (!caipAddress?.startsWith('eip155:')) {
    throw new NoActiveCaipAddressError({
      metaMessages: ['Smart sessions belong to eip155 accounts'],
    })
  }
  if (!foyer.options.services.blockchainApiUrl) {
    throw new UnsupportedChainError({ metaMessages: ['No blockchain API'] })
  }
  const signature = await signMessage(foyer, { message: parameters.pci })
  const { blockchain } = await foyer.loadApi()
  if (!blockchain) throw new UnsupportedChainError({ metaMessages: ['No blockchain API'] })
  await revokeSession(blockchain, { id: caipAddress, pci: parameters.pci, signature })
}
