import type { ConnectorEvent } from '../createConnector.js'
import type { Eip1193Provider } from '../eip1193.js'

type ProviderListener = (...values: unknown[]) => void

/**
 * The embedded wallet's events, told twice: to the connector's subscribers (Foyer's watchers)
 * and, as EIP-1193 events (`accountsChanged`, `chainChanged` with a hex id, `disconnect`), to
 * listeners of its provider.
 */
export function createConnectorEvents() {
  const subscribers = new Set<(event: ConnectorEvent) => void>()
  const providerListeners = new Map<string, Set<ProviderListener>>()
  return {
    emit(event: ConnectorEvent) {
      for (const subscriber of [...subscribers]) subscriber(event)
      const value =
        event.type === 'chainChanged'
          ? `0x${Number(event.chainId).toString(16)}`
          : event.type === 'accountsChanged'
            ? event.accounts
            : undefined
      for (const listener of providerListeners.get(event.type) ?? []) listener(value)
    },
    subscribe(subscriber: (event: ConnectorEvent) => void) {
      subscribers.add(subscriber)
      return () => void subscribers.delete(subscriber)
    },
    on: ((event, listener) => {
      const set = providerListeners.get(event) ?? new Set()
      set.add(listener)
      providerListeners.set(event, set)
    }) as NonNullable<Eip1193Provider['on']>,
    removeListener: ((event, listener) => {
      providerListeners.get(event)?.delete(listener)
    }) as NonNullable<Eip1193Provider['removeListener']>,
  }
}
