import { nameRegistrationMessage, registerName } from '../api/registerName.js'
import type { NameRecord } from '../api/types.js'
import { NAME_SUFFIX } from '../constants/index.js'
import { NoActiveCaipNetworkError, UnsupportedChainError } from '../errors/chain.js'
import { FoyerError } from '../errors/FoyerError.js'
import type { AddressOrAuthConnectorNotFoundError } from '../errors/names.js'
import { RegisterNameError } from '../errors/names.js'
import type { UserRejectedRequestError } from '../errors/rpc.js'
import type { InvalidNameError } from '../errors/validation.js'
import { accountNetworkAtom, activeAccountAtom } from '../store/atoms.js'
import { findConnector } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertNameRegistration } from '../validation/name.js'
import { signMessage } from './signMessage.js'

export type RegisterAccountNameParameters = {
  /** The label to register: letters, digits and hyphens, at least 4 (SPEC §5). */
  name: string
  /** Appended to the label. @default '.reown.id' (`NAME_SUFFIX`) */
  suffix?: string | undefined
  /** The signed message's time, in milliseconds. @default Date.now() */
  now?: number | undefined
}

/** The registered name's record. */
export type RegisterAccountNameReturnType = NameRecord

export type RegisterAccountNameErrorType =
  | AddressOrAuthConnectorNotFoundError
  | InvalidNameError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | UserRejectedRequestError
  | RegisterNameError

/** The implementation of `registerAccountName` (loaded on first use). */
export async function registerAccountName(
  foyer: Foyer,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const account = foyer.store.get(activeAccountAtom)
  const connector = account.connectorId ? findConnector(foyer, account.connectorId) : undefined
  assertNameRegistration({
    name: parameters.name,
    address: account.status === 'connected' ? account.address : undefined,
    hasAuthConnector: connector?.type === 'AUTH',
  })
  const network = foyer.store.get(accountNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  if (network.chainNamespace !== 'eip155') {
    throw new UnsupportedChainError({ metaMessages: [`Namespace: ${network.chainNamespace}`] })
  }
  const name = `${parameters.name}${parameters.suffix ?? NAME_SUFFIX}`
  const message = nameRegistrationMessage(name, parameters.now)
  const signature = await signMessage(foyer, { message })
  try {
    const { blockchain } = await foyer.loadApi()
    if (!blockchain) throw new UnsupportedChainError({ metaMessages: ['No blockchain API'] })
    return await registerName(blockchain, {
      caipNetworkId: network.caipNetworkId,
      chainId: network.id,
      address: account.address as string,
      message,
      signature,
    })
  } catch (cause) {
    throw new RegisterNameError(name, {
      cause,
      metaMessages: cause instanceof FoyerError ? [cause.shortMessage] : undefined,
    })
  }
}
