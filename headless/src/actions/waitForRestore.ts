import { assertFoyer } from '../store/assertFoyer.js'
import { restoreStatusAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'

export type WaitForRestoreParameters = {
  /** Stops waiting: the promise resolves `false`. */
  signal?: AbortSignal
  /**
   * Stops waiting after this long: the promise resolves `false`.
   * @default no limit
   */
  timeoutMs?: number
}

/** `true` once the restore has ended; `false` when the time limit or the signal came first. */
export type WaitForRestoreReturnType = Promise<boolean>

/** Never rejects. */
export type WaitForRestoreErrorType = never

/**
 * Waits until the restore of stored connections that `mount` starts has ended, so every
 * namespace's account is final ('connected' or 'disconnected', never the 'connecting' of the
 * start-up rule). Resolves at once when it already has; before `mount` it waits for `mount`.
 * For bridges (`@foyer/wagmi`) and hosts that must not act on a half-restored state.
 */
export function waitForRestore(
  foyer: Foyer,
  parameters: WaitForRestoreParameters = {},
): WaitForRestoreReturnType {
  assertFoyer(foyer)
  assertParameters(
    parameters,
    { signal: is.optional(is.abortSignal), timeoutMs: is.optional(is.nonNegativeNumber) },
    { optional: true },
  )
  const { signal, timeoutMs } = parameters
  return new Promise((resolve) => {
    const finish = (restored: boolean) => {
      unsubscribe()
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      resolve(restored)
    }
    const check = () => {
      if (foyer.store.get(restoreStatusAtom) === 'restored') finish(true)
    }
    const onAbort = () => finish(false)
    const unsubscribe = foyer.store.sub(restoreStatusAtom, check)
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => finish(false), timeoutMs)
    signal?.addEventListener('abort', onAbort)
    if (signal?.aborted) onAbort()
    else check()
  })
}
