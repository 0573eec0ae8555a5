import { resetConnection } from '../actions/connections.js'
import { pendingRestores, restoreStoredSession } from '../actions/restoreStoredSession.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, modalShakeTimerAtom, restoreStatusAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { intentAtom } from '../store/intentAtom.js'
import { setQueryClientMounted } from '../store/queryClients.js'
import { SOCIAL_RESULT_PARAMETER } from '../utils/socialResultParameter.js'
import { watchAnalytics } from './watchAnalytics.js'
import { watchAnnouncedWallets } from './watchAnnouncedWallets.js'
import { watchConnectionStorage } from './watchConnectionStorage.js'
import { watchConnectorEvents } from './watchConnectorEvents.js'
import { watchModalAccount } from './watchModalAccount.js'
import { watchSendForm } from './watchSendForm.js'
import { watchSentTransactions } from './watchSentTransactions.js'
import { watchSiwx } from './watchSiwx.js'
import { watchSystemTheme } from './watchSystemTheme.js'
import { watchToasts } from './watchToasts.js'
import { watchUnsupportedChain } from './watchUnsupportedChain.js'
import { whenIntent } from './whenIntent.js'

/**
 * Starts an instance's browser side: its watchers (analytics, storage, wallet events, the
 * modal), EIP-6963 discovery and the restore of stored connections (`reconnect`, whose end
 * `waitForRestore` reports). What only the modal and a connection use (`watchAfterIntent`:
 * Wallet Standard discovery, the embedded wallet's watcher, the project's remote configuration)
 * loads and starts once the visitor's intent is signalled (`signalIntent`), or after the first
 * paint for a returning visitor whose session is being restored. `FoyerProvider` calls it; a
 * host without React calls it once. Returns the function that stops it all; mounting again
 * after that is safe (React StrictMode mounts twice).
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
    whenIntent(foyer, () => startAfterIntent(foyer, controller.signal)),
    watchSystemTheme(foyer),
  ]
  restore(foyer, controller.signal)
  // A returning visitor needs it all now: a stored session (read by `restore`), or a social
  // sign-in coming back to the page (`result_uri`, which the embedded wallet's watcher finishes).
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

/** Loads `watchAfterIntent` and starts it; returns the function that stops it. */
function startAfterIntent(foyer: Foyer, signal: AbortSignal): () => void {
  let stop: (() => void) | undefined
  void import('./watchAfterIntent.js').then(
    ({ watchAfterIntent }) => {
      if (!signal.aborted) stop = watchAfterIntent(foyer, signal)
    },
    () => {
      // Offline for a moment: discovery and the remote configuration wait for the next mount.
    },
  )
  return () => stop?.()
}

/**
 * Shows the stored session before the first paint, and syncs it with the wallets (`reconnect`,
 * which reads it again, harmlessly). That code loads with import(), only when a stored
 * connection waits for it; if it cannot load, those connections end as when their wallet does
 * not answer.
 */
function restore(foyer: Foyer, signal: AbortSignal): void {
  restoreStoredSession(foyer)
  const pending = pendingRestores(foyer)
  if (pending.length === 0) {
    foyer.store.set(restoreStatusAtom, 'restored')
    return
  }
  if (foyer.store.get(restoreStatusAtom) !== 'restored')
    foyer.store.set(restoreStatusAtom, 'restoring')
  void import('../actions/reconnect.js')
    .then(({ reconnect }) => reconnect(foyer, { signal }))
    .catch(() => {
      if (!signal.aborted) for (const [namespace] of pending) resetConnection(foyer, namespace)
    })
    .then(() => {
      // An aborted restore (unmount, StrictMode) is not an end: the next mount restores again.
      if (!signal.aborted) foyer.store.set(restoreStatusAtom, 'restored')
    })
}
