import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { assertHttpClient } from './assertClients.js'
import type { HttpClient } from './createHttpClient.js'
import { apiPaths } from './paths.js'

/** The kinds of image the provider API serves (SPEC §7 "Image GETs"). */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const imagePaths: Record<ImageKind, (id: string) => string> = {
  wallet: apiPaths.walletImage,
  asset: apiPaths.assetImage,
  currency: apiPaths.currencyImage,
  token: apiPaths.tokenImage,
}

/** The URL of an image, for an `<img>` that loads it itself. */
export function getImageUrl(http: HttpClient, parameters: { kind: ImageKind; id: string }): string {
  assertHttpClient(http)
  assertParameters(parameters, {
    kind: is.oneOf(Object.keys(imagePaths)),
    id: is.string,
  })
  return http.url({ path: imagePaths[parameters.kind](parameters.id) })
}

/** Fetches an image as a blob (SPEC §7); `undefined` when it cannot be had. */
export async function getImage(
  http: HttpClient,
  parameters: { kind: ImageKind; id: string },
): Promise<Blob | undefined> {
  assertHttpClient(http)
  assertParameters(parameters, {
    kind: is.oneOf(Object.keys(imagePaths)),
    id: is.string,
  })
  try {
    return await http.get<Blob>({
      path: imagePaths[parameters.kind](parameters.id),
      responseType: 'blob',
    })
  } catch {
    return undefined
  }
}
