import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import type { BlockchainApi } from './blockchainApi.js'
import type { HttpClient } from './createHttpClient.js'

/** What an HTTP client from `createHttpClient` has. */
const httpClient = is.shape({ get: is.function, post: is.function, url: is.function })

/** Throws `InvalidParameterError` for `http` unless it is a client from `createHttpClient`. */
export function assertHttpClient(http: unknown): asserts http is HttpClient {
  assertParameter('http', http, httpClient)
}

/** Throws `InvalidParameterError` for `api` unless it is one from `createBlockchainApi`. */
export function assertBlockchainApi(api: unknown): asserts api is BlockchainApi {
  assertParameter(
    'api',
    api,
    is.shape({
      http: httpClient,
      gate: is.shape({ isSupported: is.function }),
      projectId: is.string,
    }),
  )
}
