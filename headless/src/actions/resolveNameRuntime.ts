import { lookupName } from '../api/lookupName.js'
import { ensCoinType } from '../chains/ensCoinType.js'
import { NAME_SUFFIX } from '../constants/index.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import { FoyerError } from '../errors/FoyerError.js'
import { ResolveNameError } from '../errors/names.js'
import { activeNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

export type ResolveNameParameters = {
  /** A registered name ('ada.reown.id'); a bare label gets `suffix`. */
  name: string
  /** Appended to a name without a dot. @default '.reown.id' (`NAME_SUFFIX`) */
  suffix?: string | undefined
}

/** The name as registered and the address it points to on the active network. */
export type ResolveNameReturnType = { name: string; address: string }

export type ResolveNameErrorType = NoActiveCaipNetworkError | ResolveNameError

/** A bare label with the suffix; a name that has a dot as typed. */
export function fullName(name: string, suffix: string = NAME_SUFFIX): string {
  const trimmed = name.trim()
  return trimmed.includes('.') ? trimmed : `${trimmed}${suffix}`
}

/** The implementation of `resolveName` (loaded on first use). */
export async function resolveName(
  foyer: Foyer,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  const network = foyer.store.get(activeNetworkAtom)
  if (!network) throw new NoActiveCaipNetworkError()
  const name = fullName(parameters.name, parameters.suffix)
  const fail = (reason: string, cause?: unknown) =>
    new ResolveNameError({ metaMessages: [`Name: ${name}`, reason], cause })
  const { blockchain } = await foyer.loadApi()
  if (!blockchain) throw fail('No blockchain API is configured')
  const record = await lookupName(blockchain, { name, caipNetworkId: network.caipNetworkId }).catch(
    (cause: unknown) => {
      throw fail(cause instanceof FoyerError ? cause.shortMessage : 'The lookup failed', cause)
    },
  )
  if (!record) throw fail('Names are not available on this network')
  const coinType = network.chainNamespace === 'eip155' ? String(ensCoinType(network.id)) : undefined
  const entries = record.addresses ?? {}
  const address = (coinType ? entries[coinType] : undefined) ?? Object.values(entries)[0]
  if (!address?.address) throw fail('The name has no address')
  return { name: record.name ?? name, address: address.address }
}
