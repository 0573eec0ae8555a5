import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { intentAtom } from '../store/intentAtom.js'

/**
 * Says the visitor is reaching for the wallet UI: the pointer over or focus on the connect
 * button, a wallet list on screen. What `mount` held back for this moment starts — Wallet
 * Standard (Solana, Bitcoin) discovery, the embedded wallet's watcher, the project's remote
 * configuration (features, allowed origins) — so a visitor who never reaches for it fetches
 * none of it. `openModal`, `connect`, the wallet-list hooks and ui-default's `ConnectButton`
 * call it; a host with its own button calls it from its pointer-enter and focus handlers.
 * Calling it again does nothing.
 */
export function signalIntent(foyer: Foyer): void {
  assertFoyer(foyer)
  if (!foyer.store.get(intentAtom)) foyer.store.set(intentAtom, true)
}
