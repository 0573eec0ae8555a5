import type { EIP6963ProviderDetail } from 'mipd'
import { requestProviders } from 'mipd'
import type { CreateConnectorFn } from './createConnector.js'
import { type Eip1193Provider, injected } from './injected.js'

export type { EIP6963ProviderDetail }

/** True when an announced detail has the fields EIP-6963 requires; others are ignored. */
export function isProviderDetail(value: unknown): value is EIP6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false
  const { info, provider } = value as Partial<EIP6963ProviderDetail>
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof info.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.icon === 'string' &&
    typeof info.rdns === 'string' &&
    typeof (provider as { request?: unknown } | undefined)?.request === 'function'
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

/** The connector of an announced EVM wallet; its id is the wallet's rdns. */
export function announcedConnector(detail: EIP6963ProviderDetail): CreateConnectorFn {
  return injected({
    provider: detail.provider as Eip1193Provider,
    id: detail.info.rdns,
    name: detail.info.name,
    rdns: detail.info.rdns,
    imageUrl: detail.info.icon,
    type: 'ANNOUNCED',
  })
}
