import type { ChainNamespace } from '../chains/namespaces.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, activeNamespaceAtom, adaptersAtom, networksAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { resetConnection, setActiveNetwork } from './connections.js'

export type RemoveAdapterParameters = {
  /** The namespace whose adapter stops being used. */
  namespace: ChainNamespace
}

export type RemoveAdapterReturnType = undefined

export type RemoveAdapterErrorType = AdapterNotFoundError

/**
 * Stops using a namespace's adapter (SPEC §4): its account is reset (nothing can act on it any
 * more; the wallet is not asked), its networks show as not available, and when it was the active
 * namespace, another chain's first network becomes active. Throws `AdapterNotFoundError` when
 * the namespace has no adapter.
 */
export function removeAdapter(
  foyer: Foyer,
  parameters: RemoveAdapterParameters,
): RemoveAdapterReturnType {
  assertFoyer(foyer)
  assertParameters(parameters, { namespace: is.namespace })
  const { store } = foyer
  const { namespace } = parameters
  const adapters = store.get(adaptersAtom)
  if (!adapters.some((adapter) => adapter.namespace === namespace)) {
    throw new AdapterNotFoundError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  const remaining = adapters.filter((adapter) => adapter.namespace !== namespace)
  store.set(adaptersAtom, remaining)
  if (store.get(accountsAtom)[namespace]?.status !== 'disconnected') {
    resetConnection(foyer, namespace)
  }
  if (store.get(activeNamespaceAtom) !== namespace) return undefined
  const next = store
    .get(networksAtom)
    .find((network) => remaining.some((adapter) => adapter.namespace === network.chainNamespace))
  if (next) setActiveNetwork(foyer, next)
  return undefined
}
