import { createStore } from 'jotai/vanilla'
import type { FoyerApi } from '../api/createFoyerApi.js'
import { rpcUrlsFor } from '../api/rpcProxyUrl.js'
import type { Network } from '../chains/network.js'
import { FOYER_SDK_TYPE, FOYER_VERSION } from '../constants/miscellaneous.js'
import { createEmitter, type Emitter } from '../utils/createEmitter.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import type { FoyerEvent } from './events.js'
import { initializeStore } from './initializeStore.js'
import type { FoyerOptions, ResolvedFoyerOptions } from './options.js'
import { resolveOptions } from './resolveOptions.js'
import { createStorageAccess, defaultStorage, type StorageAccess } from './storage.js'

/** The jotai store of one instance. */
export type FoyerStore = ReturnType<typeof createStore>

/**
 * One Foyer instance: its options, state, storage access, service clients and event emitter
 * (its TanStack Query client, made on first use, is `getQueryClient(foyer)`). Actions take it as their first argument (`connect(foyer, …)`); nothing in it
 * is shared with another instance.
 */
export type Foyer = {
  /** The options after validation, with every default applied. */
  readonly options: ResolvedFoyerOptions
  /** The instance's jotai store: every atom's value lives here. */
  readonly store: FoyerStore
  /** Typed access to the instance's storage (every key under `@foyer/`, validated on read). */
  readonly storage: StorageAccess
  /** What actions report; watchers (analytics, storage, wallet events) subscribe to it. */
  readonly emitter: Emitter<FoyerEvent>
  /** The provider's service clients; their code loads on the first call. */
  loadApi(): Promise<FoyerApi>
  /**
   * The JSON-RPC URLs reads go through for a network, in fallback order: its own, then the
   * project-scoped proxy when a blockchain API is configured (SPEC §7).
   */
  rpcUrls(network: Network): readonly string[]
}

/**
 * Creates a Foyer instance from the host's options. It validates the options and makes its
 * own jotai store, storage access, service-client loader and emitter;
 * nothing is shared between instances. It touches no browser API: storage is read, and wallets
 * discovered, when `mount(foyer)` starts the browser side (`FoyerProvider` calls it).
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const resolved = resolveOptions(options)
  const { services, projectId } = resolved
  const foyer: Foyer = {
    options: resolved,
    store: createStore(),
    // The backing storage is looked up on first use: making an instance touches no browser API.
    storage: createStorageAccess(
      () => resolved.storage ?? defaultStorage(),
      `${resolved.storageKey}/`,
    ),
    emitter: createEmitter<FoyerEvent>(),
    // The service clients' code (and viem's retry) loads after the first paint. A service
    // without a URL is never called (local-first use).
    loadApi: lazyOnce(async () =>
      (await import('../api/createFoyerApi.js')).createFoyerApi({
        projectId,
        sdkType: FOYER_SDK_TYPE,
        sdkVersion: FOYER_VERSION,
        apiUrl: services.apiUrl,
        blockchainApiUrl: services.blockchainApiUrl,
        analyticsUrl: services.analyticsUrl,
      }),
    ),
    rpcUrls: (network) =>
      rpcUrlsFor(network, { blockchainApiUrl: services.blockchainApiUrl, projectId }),
  }
  initializeStore(foyer.store, resolved)
  return foyer
}
