// The only module that touches the WalletConnect SDK. walletConnect.ts reaches it through a
// dynamic import() in connect and restore, so a host's first load carries no WalletConnect code.
import type { WalletConnectProvider, WalletConnectProviderOptions } from './walletConnectSession.js'

/** The part of the SDK's Core that registers each proposal and request with Verify. */
type VerifyClient = { register(parameters: unknown): Promise<unknown> }

/**
 * Makes the SDK skip its browser Verify step: a hidden frame to verify.walletconnect.org whose
 * 5 s timer every proposal and request waits out, offline. The SDK's own switch for it (a
 * `process.env.IS_VITEST` check) is compiled away by app bundlers such as Vite, so the Core's
 * `verify.register` is replaced with one that registers nothing. Only called when the host
 * turned `skipVerify` on; the wallet side then sees no attestation, as with any unverified dapp.
 */
export function applySkipVerify(provider: unknown): void {
  const client = (provider as { client?: { core?: { verify?: VerifyClient } } }).client
  const verify = client?.core?.verify
  if (verify) verify.register = async () => undefined
}

/** A JSON-RPC payload as the relay's provider emits it: a response has an id and no method. */
type RelayPayload = { id?: unknown; method?: unknown }

/** The SDK's relay connection: a JSON-RPC provider over the socket, replaced on each reconnect. */
type RelayProvider = {
  on(event: 'payload', listener: (payload: RelayPayload) => void): void
  events: { removeAllListeners(event: string): void }
}
type Relayer = { provider?: RelayProvider; registerProviderListeners?: () => void }

const releasing = new WeakSet<Relayer>()

/**
 * Works around a leak of the SDK's relay provider (@walletconnect/jsonrpc-provider 1.0.14,
 * `requestStrict`): each request to the relay adds a listener named after its id that nothing
 * removes once the answer came, about 0.9 KiB kept per request, 7 requests per connect and
 * disconnect (measured with heap snapshots in the leaks e2e). Once the provider has handed an
 * answer to its request, the listener for that id is removed. The relayer makes a new provider
 * on every reconnect, so each one it makes gets the same. Does nothing on an SDK of another
 * shape.
 */
export function releaseAnsweredRelayRequests(provider: unknown): void {
  const relayer = (provider as { client?: { core?: { relayer?: Relayer } } } | undefined)?.client
    ?.core?.relayer
  const register = relayer?.registerProviderListeners
  if (!relayer || !register || releasing.has(relayer)) return
  releasing.add(relayer)
  const release = () => {
    const relay = relayer.provider
    // Before its first connection the relayer holds a placeholder, not a provider.
    if (typeof relay?.on !== 'function' || typeof relay.events?.removeAllListeners !== 'function')
      return
    relay.on('payload', (payload) => {
      if (payload?.id === undefined || payload.method !== undefined) return
      // The request's own listener runs right after this one; remove it once it has.
      queueMicrotask(() => relay.events.removeAllListeners(`${payload.id}`))
    })
  }
  relayer.registerProviderListeners = () => {
    register()
    release()
  }
  release()
}

/**
 * A UniversalProvider set up so it reaches nothing but the host's relay and RPC URLs: relay
 * from `services.relayUrl`, telemetry off, no provider ping, a quiet logger, storage under the
 * instance's own prefix. Restores a stored session, if any.
 */
export async function createUniversalProvider(
  options: WalletConnectProviderOptions,
): Promise<WalletConnectProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    ...(options.metadata
      ? { metadata: { ...options.metadata, icons: [...options.metadata.icons] } }
      : {}),
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'fatal',
  })
  if (options.skipVerify) applySkipVerify(provider)
  releaseAnsweredRelayRequests(provider)
  return provider as unknown as WalletConnectProvider
}
