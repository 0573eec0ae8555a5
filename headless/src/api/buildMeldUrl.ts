import type { ChainNamespace } from '../chains/namespaces.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

/** Parameters of {@link buildMeldUrl}. */
export type BuildMeldUrlParameters = {
  /** The provider's purchase page. */
  url: string
  /** The provider's public key. */
  publicKey: string
  chainNamespace: ChainNamespace
  address: string
  projectId: string
}

/**
 * The Meld onramp provider's link (SPEC §4): its URL with the public key, the destination
 * currency (SOL on Solana, else USDC), the wallet address and the external customer id (the
 * project id) appended as query parameters.
 */
export function buildMeldUrl(parameters: BuildMeldUrlParameters): string {
  assertParameters(parameters, {
    url: is.url,
    publicKey: is.string,
    chainNamespace: is.string,
    address: is.string,
    projectId: is.string,
  })
  const url = new URL(parameters.url)
  url.searchParams.set('publicKey', parameters.publicKey)
  url.searchParams.set(
    'destinationCurrencyCode',
    parameters.chainNamespace === 'solana' ? 'SOL' : 'USDC',
  )
  url.searchParams.set('walletAddress', parameters.address)
  url.searchParams.set('externalCustomerId', parameters.projectId)
  return url.toString()
}
