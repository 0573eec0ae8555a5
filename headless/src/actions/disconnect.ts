import type { ChainNamespace } from '../chains/namespaces.js'
import type { Connector } from '../connectors/createConnector.js'
import { DisconnectFailedError } from '../errors/generic.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom } from '../store/atoms.js'
import { findConnector } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { resetConnection } from './connections.js'

export type DisconnectParameters = {
  /** The namespace to disconnect. @default every namespace */
  namespace?: ChainNamespace
}

export type DisconnectReturnType = undefined

export type DisconnectErrorType = DisconnectFailedError

/** Connector kinds whose one session serves several namespaces (SPEC §4 disconnect cascade). */
const sharedKinds: readonly Connector['type'][] = ['WALLET_CONNECT', 'AUTH']

/**
 * The namespaces disconnecting `namespace` ends (SPEC §4): itself, and when it is connected
 * through WalletConnect or the embedded (auth) wallet, every other namespace connected through
 * a connector of the same kind.
 */
function cascade(foyer: Foyer, namespace: ChainNamespace): ChainNamespace[] {
  const accounts = foyer.store.get(accountsAtom)
  const kindOf = (key: ChainNamespace) => {
    const { connectorId } = accounts[key] ?? {}
    return connectorId ? findConnector(foyer, connectorId)?.type : undefined
  }
  const kind = kindOf(namespace)
  if (!kind || !sharedKinds.includes(kind)) return [namespace]
  const others = (Object.keys(accounts) as ChainNamespace[]).filter(
    (key) => key !== namespace && accounts[key]?.status !== 'disconnected' && kindOf(key) === kind,
  )
  return [namespace, ...others]
}

/**
 * Disconnects one namespace, or every one (SPEC §4); a WalletConnect or embedded-wallet
 * namespace takes the others connected through the same kind with it. Each is reset even when
 * its wallet fails; failures are collected and reported after all attempts as one
 * {@link DisconnectFailedError} (event `disconnectError`), else `disconnectSuccess`.
 */
export async function disconnect(
  foyer: Foyer,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  assertFoyer(foyer)
  assertParameters(parameters, { namespace: is.optional(is.namespace) }, { optional: true })
  const namespaces = parameters.namespace
    ? cascade(foyer, parameters.namespace)
    : (Object.keys(foyer.store.get(accountsAtom)) as ChainNamespace[])
  const failures: unknown[] = []
  for (const namespace of namespaces) {
    const { connectorId } = foyer.store.get(accountsAtom)[namespace] ?? {}
    const connector = connectorId ? findConnector(foyer, connectorId) : undefined
    try {
      await connector?.disconnect()
    } catch (error) {
      failures.push(error)
    }
    resetConnection(foyer, namespace)
  }
  if (failures.length === 0) {
    foyer.emitter.emit({ type: 'disconnectSuccess' })
    return
  }
  const error = new DisconnectFailedError({
    cause: failures[0],
    metaMessages: [`Failed namespaces: ${failures.length} of ${namespaces.length}`],
  })
  foyer.emitter.emit({ type: 'disconnectError', error })
  throw error
}
