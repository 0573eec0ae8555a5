import { randomUUID } from 'node:crypto'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { DevstackChainInfo } from '../context.js'

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

/** The methods and events a test dapp asks for. */
export const DAPP_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]
export const DAPP_EVENTS = ['accountsChanged', 'chainChanged']

export type TestDapp = {
  provider: Provider
  /** Every `wc:` URI the provider displayed. */
  uris: string[]
  /** Asks the wallet for a session on `chains` (optional namespaces, rpcMap to their anvils). */
  connect: () => ReturnType<Provider['connect']>
  /** Disconnects (if `disconnect`), then closes the socket and timers (SDK pitfall 7). */
  close: (options?: { disconnect?: boolean }) => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A Node dapp on `@walletconnect/universal-provider`, wired to the local relay and anvils only:
 * telemetry off, no provider ping, an rpcMap so no call goes to rpc.walletconnect.org, and a
 * storage prefix of its own (the SDK keeps one Core per prefix on globalThis).
 */
export async function createTestDapp(parameters: {
  relayUrl: string
  chains: readonly DevstackChainInfo[]
  onUri?: (uri: string) => void
}): Promise<TestDapp> {
  const customStoragePrefix = `foyer-test-dapp-${randomUUID()}`
  const provider = await UniversalProvider.init({
    projectId: 'foyer-test',
    relayUrl: parameters.relayUrl,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'fatal',
    customStoragePrefix,
    metadata: {
      name: 'Foyer Test Dapp',
      description: 'A dapp in a devstack test',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const uris: string[] = []
  provider.on('display_uri', (uri: string) => {
    uris.push(uri)
    parameters.onUri?.(uri)
  })
  let closed = false
  return {
    provider,
    uris,
    connect: () =>
      provider.connect({
        optionalNamespaces: {
          eip155: {
            chains: parameters.chains.map((chain) => `eip155:${chain.id}`),
            methods: DAPP_METHODS,
            events: DAPP_EVENTS,
            rpcMap: Object.fromEntries(parameters.chains.map((chain) => [chain.id, chain.rpcUrl])),
          },
        },
      }),
    close: async ({ disconnect = false } = {}) => {
      if (closed) return
      closed = true
      if (disconnect && provider.session) await provider.disconnect().catch(() => {})
      await sleep(500) // in-flight unsubscribes would reopen the socket
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => {})
      const key = `_walletConnectCore_${customStoragePrefix}`
      const global = globalThis as Record<string, unknown>
      delete global[key]
      delete global[`${key}_count`]
    },
  }
}
