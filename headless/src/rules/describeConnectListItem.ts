import { assertParameter, parameterRules as is } from '../validation/parameters.js'
import type { ConnectListItem } from './walletList.js'

/** What one entry of the Connect view's wallet list shows, whatever its section. */
export type ConnectListItemDescription = {
  /** Stable per entry: the connector id, the wallet id, or 'walletConnect'. */
  key: string
  name: string
  /** The entry's image URL, when the connector or wallet has one. */
  imageUrl: string | undefined
  /** The connector's type (`MULTI_CHAIN` for one wallet listed for several namespaces). */
  connectorType: string | undefined
  /** The small tag beside the name: WalletConnect's 'QR code', 'Installed' or 'Recent'. */
  tag: 'QR code' | 'Installed' | 'Recent' | undefined
}

/**
 * The name, image and tag of a Connect list entry (`useConnectWallets().items`), so a host's own
 * Connect view and Foyer's show an entry alike; picking it is `useConnectWallets().select(item)`.
 */
export function describeConnectListItem(item: ConnectListItem): ConnectListItemDescription {
  // What each section reads: nothing more, its connector, or its wallet.
  const section = (item as { section?: unknown } | null)?.section
  const part = section === 'injected' || section === 'external' ? 'connector' : 'wallet'
  assertParameter(
    'item',
    item,
    section === 'walletConnect' ? is.object : is.shape({ [part]: is.object }),
  )
  switch (item.section) {
    case 'walletConnect':
      return {
        key: 'walletConnect',
        name: 'WalletConnect',
        imageUrl: undefined,
        connectorType: undefined,
        tag: 'QR code',
      }
    case 'injected':
    case 'external':
      return {
        key: item.connector.id,
        name: item.connector.name,
        imageUrl: item.connector.imageUrl,
        connectorType: item.connector.type,
        tag: item.section === 'injected' ? 'Installed' : undefined,
      }
    default: {
      const image: unknown = item.wallet.image_url
      return {
        key: item.wallet.id,
        name: item.wallet.name,
        imageUrl: typeof image === 'string' ? image : undefined,
        connectorType: undefined,
        tag: item.section === 'recent' ? 'Recent' : undefined,
      }
    }
  }
}
