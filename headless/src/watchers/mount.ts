import { reconnect } from '../actions/reconnect.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, modalShakeTimerAtom, restoreStatusAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { intentAtom } from '../store/intentAtom.js'
import { setQueryClientMounted } from '../store/queryClients.js'
import { SOCIAL_RESULT_PARAMETER } from '../utils/telegram.js'
import { applyProjectConfiguration } from './applyProjectConfiguration.js'
import { watchAnalytics } from './watchAnalytics.js'
import { watchAnnouncedWallets } from './watchAnnouncedWallets.js'
import { watchConnectionStorage } from './watchConnectionStorage.js'
import { watchConnectorEvents } from './watchConnectorEvents.js'
import { watchEmbeddedWallet } from './watchEmbeddedWallet.js'
import { watchModalAccount } from './watchModalAccount.js'
import { watchSendForm } from './watchSendForm.js'
import { watchSentTransactions } from './watchSentTransactions.js'
import { watchSiwx } from './watchSiwx.js'
import { watchStandardWallets } from './watchStandardWallets.js'
import { watchSystemTheme } from './watchSystemTheme.js'
import { watchToasts } from './watchToasts.js'
import { watchUnsupportedChain } from './watchUnsupportedChain.js'
import { whenIntent } from './whenIntent.js'

/**
 * Starts an instance's browser side: its watchers (analytics, storage, wallet events, the
 * modal), EIP-6963 discovery and the restore of stored connections (`reconnect`, whose end
 * `waitForRestore` reports). What only the modal and a connection use waits for the visitor's
 * intent (`signalIntent`), or starts after the first paint for a returning visitor whose
 * session is being restored: Wallet Standard (Solana, Bitcoin) discovery, the embedded wallet's
 * watcher and the project's remote configuration. `FoyerProvider` calls it; a host without
 * React calls it once. Returns the function that stops it all; mounting again after that is
 * safe (React StrictMode mounts twice).
 */
export function mount(foyer: Foyer): () => void {
  assertFoyer(foyer)
  const controller = new AbortController()
  setQueryClientMounted(foyer, true)
  // Watchers first, so they see everything the restore and discovery do.
  const stops = [
    watchConnectionStorage(foyer),
    watchConnectorEvents(foyer),
    watchModalAccount(foyer),
    watchUnsupportedChain(foyer),
    watchSentTransactions(foyer),
    watchAnalytics(foyer),
    watchAnnouncedWallets(foyer),
    watchSendForm(foyer),
    watchToasts(foyer),
    watchSiwx(foyer),
    whenIntent(foyer, () => {
      void applyProjectConfiguration(foyer, controller.signal).catch(() => {
        // loadRemoteFeatures already turns a failed fetch into "remote features off" (SPEC §6).
      })
      const stopDeferred = [watchEmbeddedWallet(foyer), watchStandardWallets(foyer)]
      return () => {
        for (const stop of stopDeferred) stop()
      }
    }),
    watchSystemTheme(foyer),
  ]
  if (foyer.store.get(restoreStatusAtom) !== 'restored')
    foyer.store.set(restoreStatusAtom, 'restoring')
  void reconnect(foyer, { signal: controller.signal }).then(() => {
    // An aborted restore (unmount, StrictMode) is not an end: the next mount restores again.
    if (!controller.signal.aborted) foyer.store.set(restoreStatusAtom, 'restored')
  })
  // A returning visitor needs it all now: a stored session (`reconnect` read it synchronously),
  // or a social sign-in coming back to the page (`result_uri`, which the embedded wallet's
  // watcher finishes).
  const accounts = Object.values(foyer.store.get(accountsAtom))
  if (
    accounts.some((account) => account && account.status !== 'disconnected') ||
    String(globalThis.location?.search ?? '').includes(`${SOCIAL_RESULT_PARAMETER}=`)
  )
    foyer.store.set(intentAtom, true)
  return () => {
    controller.abort()
    setQueryClientMounted(foyer, false)
    for (const stop of stops) stop()
    clearTimeout(foyer.store.get(modalShakeTimerAtom))
  }
}
