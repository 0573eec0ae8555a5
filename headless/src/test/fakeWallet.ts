import type { Eip1193Provider } from '../connectors/connector.js'

/** An in-process EIP-1193 wallet for unit tests of one module (integration tests use devstack). */
export function fakeWallet(options: { address?: string; chainId?: number; reject?: boolean } = {}) {
  let address = options.address ?? '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const listeners = new Map<string, Set<(...arguments_: unknown[]) => void>>()
  const state = {
    granted: false,
    reject: options.reject ?? false,
    chainId: options.chainId ?? 31337,
  }
  const calls: string[] = []
  const provider: Eip1193Provider = {
    async request({ method }) {
      calls.push(method)
      switch (method) {
        case 'eth_requestAccounts':
          if (state.reject)
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          state.granted = true
          return [address]
        case 'eth_accounts':
          return state.granted ? [address] : []
        case 'eth_chainId':
          return `0x${state.chainId.toString(16)}`
        case 'wallet_revokePermissions':
          state.granted = false
          return null
        default:
          throw Object.assign(new Error('unsupported'), { code: 4200 })
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...values)
  }
  const listenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  /** Switches the wallet's account, as a person would in the extension, and tells the page. */
  const switchAccount = (next: string) => {
    address = next
    emit('accountsChanged', [next])
  }
  return { provider, state, calls, emit, switchAccount, listenerCount, address }
}

/** Announces a wallet through EIP-6963 on the current window, as an extension would. */
export function announce(
  provider: Eip1193Provider,
  info: Partial<{ uuid: string; name: string; rdns: string; icon: string }> = {},
) {
  const detail = Object.freeze({
    info: {
      uuid: info.uuid ?? crypto.randomUUID(),
      name: info.name ?? 'Fake Wallet',
      rdns: info.rdns ?? 'test.fake.wallet',
      icon: info.icon ?? 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    provider,
  })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
  return () => window.removeEventListener('eip6963:requestProvider', send)
}
