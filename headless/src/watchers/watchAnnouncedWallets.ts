import type { Connector } from '../connectors/createConnector.js'
import { announcedConnector, watchAnnouncedProviders } from '../connectors/eip6963.js'
import { isExcludedWallet } from '../rules/excludedWallet.js'
import { announcedConnectorsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * Lists the wallets that announce themselves through EIP-6963 (late announcers included,
 * duplicates dropped, those the host excludes by rdns or name left out), each set up once as
 * a connector. Does nothing when the host turned EIP-6963 off, or outside a browser. Returns the function that stops.
 */
export function watchAnnouncedWallets(foyer: Foyer): () => void {
  if (!foyer.options.enableEIP6963) return () => {}
  const config = { projectId: foyer.options.projectId, networks: foyer.options.networks }
  const { excludeWalletIds } = foyer.options
  const made = new Map<string, Connector>()
  return watchAnnouncedProviders((announced) => {
    const details = announced.filter(
      ({ info }) => !isExcludedWallet({ rdns: info.rdns, name: info.name }, excludeWalletIds),
    )
    foyer.store.set(
      announcedConnectorsAtom,
      details.map((detail) => {
        let connector = made.get(detail.info.uuid)
        if (!connector) {
          connector = announcedConnector(detail)(config)
          made.set(detail.info.uuid, connector)
        }
        return connector
      }),
    )
  })
}
