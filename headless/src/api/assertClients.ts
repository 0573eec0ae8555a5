import { assertParameter, parameterRules as is } from '../validation/parameters.js'

// No import of the clients' types: the api files that call these import this one (a cycle).

/** What an HTTP client from `createHttpClient` has. */
const httpClient = is.shape({ get: is.function, post: is.function, url: is.function })

/** Throws `InvalidParameterError` for `http` unless it is a client from `createHttpClient`. */
export function assertHttpClient(http: unknown): void {
  assertParameter('http', http, httpClient)
}

/** Throws `InvalidParameterError` for `api` unless it is one from `createBlockchainApi`. */
export function assertBlockchainApi(api: unknown): void {
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
