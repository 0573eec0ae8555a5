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
  return provider as unknown as WalletConnectProvider
}
