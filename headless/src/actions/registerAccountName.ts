import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import type {
  RegisterAccountNameParameters,
  RegisterAccountNameReturnType,
} from './registerAccountNameRuntime.js'

export type {
  RegisterAccountNameErrorType,
  RegisterAccountNameParameters,
  RegisterAccountNameReturnType,
} from './registerAccountNameRuntime.js'

/**
 * Registers a name for the connected account (SPEC §5, §7): it needs the auth connector (type
 * 'AUTH', the embedded wallet) and an active address, else `AddressOrAuthConnectorNotFoundError`
 * ('Address or auth connector not found'), and a valid label (`InvalidNameError`). The wallet
 * signs (`personal_sign`) the JSON `{ name, attributes: {}, timestamp }` (seconds), which is
 * posted with the ENS coin type `(0x80000000 | chainId) >>> 0` of the account's eip155 network.
 * The visitor declining throws `UserRejectedRequestError`; any other failure
 * `RegisterNameError` ('Error registering name {name}').
 * Its code loads on first use.
 */
export async function registerAccountName(
  foyer: Foyer,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, {
    name: is.string,
    suffix: is.optional(is.string),
    now: is.optional(is.number),
  })
  return (await import('./registerAccountNameRuntime.js')).registerAccountName(foyer, parameters)
}
