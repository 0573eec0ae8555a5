import { resetConnection } from '../actions/connections.js'
import {
  hasStoredSession,
  pendingRestores,
  restoreStoredSession,
} from '../actions/restoreStoredSession.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { accountsAtom, modalShakeTimerAtom, restoreStatusAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { intentAtom } from '../store/intentAtom.js'
import { setQueryClientMounted } from '../store/queryClients.js'
import { SOCIAL_RESULT_PARAMETER } from '../utils/socialResultParameter.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
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

export type MountOptions = {
  /**
   * Runs the start of the watchers later, for a first visit: `defer(start)` calls `start` when it
   * sees fit and returns the function that cancels it. `FoyerProvider` passes `afterNextPaint`,
   * so a first visit's page paints before its watchers and discovery start. They start at once
   * when the visitor's intent comes first (`signalIntent`, which `connect` and the other actions
   * that need a wallet call). A returning visitor (a stored session or network, a social sign-in
   * coming back) starts at once whatever this is, so the restored session shows in the first
   * paint. Without it everything starts at once.
   */
  defer?: ((start: () => void) => () => void) | undefined
}

/**
 * Starts an instance's browser side: its watchers (analytics, storage, wallet events, the
 * modal), EIP-6963 discovery and the restore of stored connections (`reconnect`, whose end
 * `waitForRestore` reports). What only the modal and a connection use (`watchAfterIntent`:
 * Wallet Standard discovery, the embedded wallet's watcher, the project's remote configuration)
 * loads and starts once the visitor's intent is signalled (`signalIntent`), or after the first
 * paint for a returning visitor whose session is being restored. The system's colour scheme is
 * read at once in every case (`themeMode: 'system'`), since it shows in the first paint.
 * `FoyerProvider` calls it; a host without React calls it once. Returns the function that stops
 * it all; mounting again after that is safe (React StrictMode mounts twice).
 */
export function mount(foyer: Foyer, options?: MountOptions): () => void {
  assertFoyer(foyer)
  if (options !== undefined) assertParameters(options, { defer: is.optional(is.function) })
  const stopTheme = watchSystemTheme(foyer)
  const defer = options?.defer
  if (!defer || isReturningVisit(foyer)) {
    const stop = start(foyer)
    return () => {
      stop()
      stopTheme()
    }
  }
  // Or at once when the visitor's intent comes first (`signalIntent`: the button hovered, an
  // action such as `connect`, which needs the discovered wallets).
  let stop: (() => void) | undefined
  let cancel: unknown
  const begin = () => {
    if (stop) return
    unsubscribe()
    if (typeof cancel === 'function') cancel()
    stop = start(foyer)
  }
  const unsubscribe = foyer.store.sub(intentAtom, begin)
  // A `defer` may call back at once; one that answers no function has nothing to cancel.
  cancel = defer(begin)
  return () => {
    unsubscribe()
    if (!stop && typeof cancel === 'function') cancel()
    stop?.()
    stopTheme()
  }
}

/** A stored session or network to restore, or a social sign-in coming back to the page. */
function isReturningVisit(foyer: Foyer): boolean {
  return hasStoredSession(foyer) || isSocialSignInReturning()
}

/** The page is a social sign-in's way back (`result_uri`). */
function isSocialSignInReturning(): boolean {
  return String(globalThis.location?.search ?? '').includes(`${SOCIAL_RESULT_PARAMETER}=`)
}

/** `mount`'s watchers, discovery and restore; returns the function that stops them. */
function start(foyer: Foyer): () => void {
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
  ]
  restore(foyer, controller.signal)
  // A returning visitor needs it all now: a stored session (read by `restore`), or a social
  // sign-in coming back to the page (`result_uri`, which the embedded wallet's watcher finishes).
  const accounts = Object.values(foyer.store.get(accountsAtom))
  if (
    accounts.some((account) => account && account.status !== 'disconnected') ||
    isSocialSignInReturning()
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
