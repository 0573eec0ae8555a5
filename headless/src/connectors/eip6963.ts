import type { EIP6963ProviderDetail } from 'mipd'
import { requestProviders } from 'mipd'
import type { Connector } from './connector.js'

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

/** The connector for an announced EVM wallet; its id is the wallet's rdns. */
export function announcedConnector(detail: EIP6963ProviderDetail): Connector {
  return {
    id: detail.info.rdns,
    name: detail.info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: detail.info.icon,
    info: { rdns: detail.info.rdns },
    provider: detail.provider as Connector['provider'],
  }
}
