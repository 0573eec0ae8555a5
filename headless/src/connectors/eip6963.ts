import type { EIP6963ProviderDetail } from 'mipd'
import { requestProviders } from 'mipd'
import { readProperty } from '../errors/inspect.js'
import type { CreateConnectorFn } from './createConnector.js'
import type { Eip1193Provider } from './eip1193.js'
import { injected } from './injected.js'

export type { EIP6963ProviderDetail }

/**
 * True when an announced detail has the fields EIP-6963 requires; others are ignored. Any page
 * script can announce, so the detail is read without trusting it: a getter that throws fails.
 */
export function isProviderDetail(value: unknown): value is EIP6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false
  const info = readProperty(value, 'info')
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof readProperty(info, 'uuid') === 'string' &&
    typeof readProperty(info, 'name') === 'string' &&
    typeof readProperty(info, 'icon') === 'string' &&
    typeof readProperty(info, 'rdns') === 'string' &&
    typeof readProperty(readProperty(value, 'provider'), 'request') === 'function'
  )
}

/**
 * Listens for EIP-6963 announcements (and asks wallets to announce), calling `onChange` with the
 * list so far each time a new wallet appears, late announcers included. A wallet that announces
 * again, with the same uuid or the same rdns, is dropped. Returns a function that stops.
 * Does nothing outside a browser.
 */
export function watchAnnouncedProviders(
  onChange: (details: readonly EIP6963ProviderDetail[]) => void,
): () => void {
  let details: readonly EIP6963ProviderDetail[] = []
  const stop = requestProviders((detail: unknown) => {
    if (!isProviderDetail(detail)) return
    const duplicate = details.some(
      ({ info }) => info.uuid === detail.info.uuid || info.rdns === detail.info.rdns,
    )
    if (duplicate) return
    details = [...details, detail]
    onChange(details)
  })
  return () => stop?.()
}

/**
 * Whether an announced icon is what EIP-6963 requires, a `data:` image URI (RFC 2397). Any
 * other URL is never used: showing it would make the visitor's browser fetch whatever a page
 * script announced (a tracker, a local-network address).
 */
export function isDataImageUri(icon: string): boolean {
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon)
}

/**
 * The connector of an announced EVM wallet; its id is the wallet's rdns. Its icon is kept only
 * when it is a `data:` image URI; its name is plain text (React renders it as such).
 */
export function announcedConnector(detail: EIP6963ProviderDetail): CreateConnectorFn {
  const { icon } = detail.info
  return injected({
    provider: detail.provider as Eip1193Provider,
    id: detail.info.rdns,
    name: detail.info.name,
    rdns: detail.info.rdns,
    ...(isDataImageUri(icon) ? { imageUrl: icon } : {}),
    type: 'ANNOUNCED',
  })
}
