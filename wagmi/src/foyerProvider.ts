import { type Foyer, getAccount, getConnectors } from '@foyer/headless'
import { type EIP1193Provider, numberToHex, ProviderDisconnectedError } from 'viem'

type Request = { method: string; params?: unknown }
type Listener = (...args: unknown[]) => void

/** The EIP-1193 provider wagmi gets from `foyerConnector`, with the events wagmi may listen to. */
export type FoyerEip1193Provider = EIP1193Provider & {
  /** Emits an EIP-1193 event to this provider's listeners (the connector's watcher calls it). */
  emitEvent(event: 'accountsChanged' | 'chainChanged' | 'disconnect', ...args: unknown[]): void
}

/**
 * One stable EIP-1193 provider for the life of the connector, whatever wallet Foyer connected
 * through: each request goes to the provider of Foyer's current eip155 connector (a browser
 * wallet, WalletConnect's session, the embedded wallet, whose requests show its approval view).
 * `eth_accounts` and `eth_chainId` answer from Foyer's state, so they always match what the
 * connector emitted to wagmi. With nothing connected a request fails with 4900.
 */
export function createFoyerProvider(
  foyer: Foyer,
  requestAccounts: () => Promise<readonly string[]>,
): FoyerEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const request = async ({ method, params }: Request): Promise<unknown> => {
    const account = getAccount(foyer, { namespace: 'eip155' })
    if (method === 'eth_accounts')
      return account.isConnected && account.address ? [account.address] : []
    if (method === 'eth_requestAccounts') return requestAccounts()
    if (method === 'eth_chainId' && account.isConnected && account.chainId !== undefined)
      return numberToHex(Number(account.chainId))
    const connector = account.isConnected
      ? getConnectors(foyer).find((connector) => connector.id === account.connectorId)
      : undefined
    if (!connector) throw new ProviderDisconnectedError(new Error('Foyer has no EVM connection.'))
    const provider = (await connector.getProvider()) as EIP1193Provider
    return provider.request({ method, params } as never)
  }
  return {
    request: request as EIP1193Provider['request'],
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emitEvent(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  } as FoyerEip1193Provider
}
