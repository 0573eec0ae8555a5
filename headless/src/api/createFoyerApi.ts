import { assertParameters } from '../validation/parameters.js'
import { type BlockchainApi, createBlockchainApi } from './blockchainApi.js'
import { createHttpClient, type HttpClient, type HttpClientOptions } from './createHttpClient.js'

/** Where the provider's services are (SPEC §7); each one left out is never called. */
export type FoyerServiceUrls = {
  /** Provider API: wallet directory, project config, origins, analytics config, images. */
  apiUrl?: string | undefined
  /** Blockchain API: balances, activity, names, swaps, onramp, sessions, RPC proxy. */
  blockchainApiUrl?: string | undefined
  /** Analytics events. */
  analyticsUrl?: string | undefined
}

/** Options of {@link createFoyerApi}. */
export type CreateFoyerApiOptions = FoyerServiceUrls & {
  projectId: string
  /** Sent as `st`. @default 'foyer' */
  sdkType?: string | undefined
  /** Sent as `sv`. */
  sdkVersion: string
  clientId?: HttpClientOptions['clientId']
  /** Every request's final failure (after retries); see `alertForApiError`. */
  onError?: HttpClientOptions['onError']
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/** The service clients of one Foyer instance; a service without a URL is absent. */
export type FoyerApi = {
  projectId: string
  sdkType: string
  sdkVersion: string
  directory: HttpClient | undefined
  blockchain: BlockchainApi | undefined
  analytics: HttpClient | undefined
}

/**
 * Creates the clients of the configured services. With no provider configured (no URLs) it
 * creates none, so nothing is ever fetched and the host's local settings apply.
 */
export function createFoyerApi(options: CreateFoyerApiOptions): FoyerApi {
  assertParameters(options, {}, { name: 'options' })
  const sdkType = options.sdkType ?? 'foyer'
  const common = {
    query: { projectId: options.projectId, st: sdkType, sv: options.sdkVersion },
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }
  const client = (baseUrl: string | undefined) =>
    baseUrl ? createHttpClient({ baseUrl, ...common }) : undefined
  const blockchain = client(options.blockchainApiUrl)
  return {
    projectId: options.projectId,
    sdkType,
    sdkVersion: options.sdkVersion,
    directory: client(options.apiUrl),
    blockchain: blockchain ? createBlockchainApi(blockchain, options.projectId) : undefined,
    analytics: client(options.analyticsUrl),
  }
}
