import type { ChainNamespace } from '../chains/namespaces.js'
import { DisconnectFailedError } from '../errors/generic.js'
import { accountsAtom } from '../store/atoms.js'
import { findConnector, resetConnection } from '../store/connections.js'
import type { Foyer } from '../store/createFoyer.js'

export type DisconnectParameters = {
  /** The namespace to disconnect. @default every namespace */
  namespace?: ChainNamespace
}

export type DisconnectReturnType = undefined

export type DisconnectErrorType = DisconnectFailedError

/**
 * Disconnects one namespace, or every one (SPEC §4): each is reset even when its wallet fails;
 * failures are collected and reported after all attempts as one {@link DisconnectFailedError}
 * (event `disconnectError`), else `disconnectSuccess`.
 */
export async function disconnect(
  foyer: Foyer,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const namespaces = parameters.namespace
    ? [parameters.namespace]
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
