import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'
import type { SupportedChains } from './types.js'

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The CAIP-2 ids the blockchain API serves over HTTP and websocket (SPEC §7). Throws on failure. */
export async function getSupportedChains(http: HttpClient): Promise<SupportedChains> {
  assertHttpClient(http)
  const answer = await http.get<Partial<SupportedChains>>({ path: apiPaths.supportedChains })
  const chains: SupportedChains = { http: strings(answer?.http), ws: strings(answer?.ws) }
  return answer?.swaps === undefined ? chains : { ...chains, swaps: strings(answer.swaps) }
}
