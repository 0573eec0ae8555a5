// What the WalletConnect connector keeps in storage, read at start without loading the
// connector's code or the SDK: whether a session was made, and on which chain.
import type { ChainNamespace } from '../chains/namespaces.js'
import type { ConnectorChainId, ConnectorConfig } from './createConnector.js'

/**
 * What the connector keeps under the instance's storageKey: a marker that a session was made
 * (its value the namespace last connected), so a reload restores it and, without it, nothing
 * loads the SDK; and the chain last used in that namespace, so a reload restores the session on
 * the chain the visitor was on (a session lists its chains in the wallet's order). `clear`
 * removes both.
 */
export function sessionMarker(config: Pick<ConnectorConfig, 'storage' | 'storageKey'>) {
  const prefix = config.storageKey ?? '@foyer'
  const markerKey = `${prefix}/walletconnect_session`
  const chainKey = `${prefix}/walletconnect_chain`
  const read = (key: string) => {
    try {
      return config.storage?.().getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) config.storage?.().removeItem(key)
      else config.storage?.().setItem(key, value)
    } catch {}
  }
  return {
    get: () => read(markerKey) as ChainNamespace | undefined,
    set: (namespace: ChainNamespace) => write(markerKey, namespace),
    /**
     * The reference of the chain last used, if it was one of `namespace`'s (a session of the
     * marker's).
     */
    chain(namespace: ChainNamespace): string | undefined {
      const stored = read(chainKey)
      if (!stored?.startsWith(`${namespace}:`) || read(markerKey) === undefined) return undefined
      return stored.slice(namespace.length + 1)
    },
    setChain(namespace: ChainNamespace, chainId: ConnectorChainId) {
      write(chainKey, `${namespace}:${chainId}`)
    },
    clear() {
      write(markerKey, undefined)
      write(chainKey, undefined)
    },
  }
}

/** What {@link sessionMarker} answers. */
export type SessionMarker = ReturnType<typeof sessionMarker>
