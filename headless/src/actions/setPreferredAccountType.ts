import type { FrameAccountType } from '../connectors/embedded/protocol.js'
import { SmartAccountNotSupportedError } from '../errors/auth.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { smartAccountEnabledAtom } from '../store/embeddedSignInAtoms.js'
import { accountTypeSwitchAtom } from '../store/embeddedWalletAtoms.js'
import { preferredAccountTypesEntry } from '../store/storageKeys.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { embeddedWalletOf } from './connectEmail.js'

export type SetPreferredAccountTypeParameters = {
  /** `smartAccount` (the contract account) or `eoa` (the key's own account). */
  type: FrameAccountType
}

export type SetPreferredAccountTypeReturnType = {
  /** The address now connected. */
  address: `0x${string}`
}

export type SetPreferredAccountTypeErrorType = SmartAccountNotSupportedError | FoyerError

/**
 * Switches the embedded account between its smart account and its EOA (SPEC §3 preferred
 * account types): the connected address changes, and the choice is stored. A smart account on
 * a network that does not support them throws 'This application might not support Smart
 * Accounts'. A smart account not yet deployed on the chain is deployed first.
 * `accountTypeSwitchAtom` tells the progress.
 */
export async function setPreferredAccountType(
  foyer: Foyer,
  parameters: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { type: is.string })
  const { type } = parameters
  const { store } = foyer
  try {
    if (type === 'smartAccount' && !store.get(smartAccountEnabledAtom)) {
      throw new SmartAccountNotSupportedError()
    }
    store.set(accountTypeSwitchAtom, { status: 'switching' })
    const connector = embeddedWalletOf(foyer)
    // A smart account not yet on this chain is deployed first (INIT_SMART_ACCOUNT).
    if (type === 'smartAccount' && connector.getUser()?.smartAccountDeployed === false) {
      await connector.request('INIT_SMART_ACCOUNT', {})
    }
    const user = await connector.setPreferredAccountType(type)
    const stored = foyer.storage.get(preferredAccountTypesEntry) ?? {}
    foyer.storage.set(preferredAccountTypesEntry, { ...stored, eip155: type })
    store.set(accountTypeSwitchAtom, { status: 'idle' })
    return { address: user.address }
  } catch (error) {
    store.set(accountTypeSwitchAtom, { status: 'failed', error: error as FoyerError })
    throw error
  }
}
