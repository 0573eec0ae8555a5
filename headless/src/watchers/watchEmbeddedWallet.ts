import { findEmbeddedWallet } from '../connectors/embedded/findEmbeddedWallet.js'
import { connectorsAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/**
 * When the host configured an embedded wallet, loads and starts its approvals and theme sync
 * (`embeddedWalletApprovals.ts`, with import() so a host without one never fetches it).
 * Returns the function that stops it.
 */
export function watchEmbeddedWallet(foyer: Foyer): () => void {
  const connector = findEmbeddedWallet(foyer.store.get(connectorsAtom))
  if (!connector) return () => {}
  let stop: (() => void) | undefined
  let stopped = false
  void import('./embeddedWalletApprovals.js').then(
    ({ connectEmbeddedWallet }) => {
      if (!stopped) stop = connectEmbeddedWallet(foyer, connector)
    },
    () => {},
  )
  return () => {
    stopped = true
    stop?.()
  }
}
