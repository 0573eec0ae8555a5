import type { Foyer } from '../store/createFoyer.js'
import { applyProjectConfiguration } from './applyProjectConfiguration.js'
import { watchEmbeddedWallet } from './watchEmbeddedWallet.js'
import { watchStandardWallets } from './watchStandardWallets.js'

/**
 * What only the modal and a connection use, which `mount` starts once the visitor's intent is
 * signalled: Wallet Standard (Solana, Bitcoin) discovery, the embedded wallet's watcher and the
 * project's remote configuration. `mount` loads this module with `import()` at that moment, so
 * none of it is in the first load (issue #19). Returns the function that stops the watchers;
 * `signal` stops the configuration's fetch.
 */
export function watchAfterIntent(foyer: Foyer, signal: AbortSignal): () => void {
  void applyProjectConfiguration(foyer, signal).catch(() => {
    // loadRemoteFeatures already turns a failed fetch into "remote features off" (SPEC §6).
  })
  const stops = [watchEmbeddedWallet(foyer), watchStandardWallets(foyer)]
  return () => {
    for (const stop of stops) stop()
  }
}
