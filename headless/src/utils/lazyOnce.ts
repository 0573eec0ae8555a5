/**
 * Wraps a loader so it runs once and its promise is shared by every caller. A failed load is
 * not kept (offline for a moment, an app redeployed under the visitor): the next call loads
 * again, so "Try again" really tries again.
 */
export function lazyOnce<value>(load: () => Promise<value>): () => Promise<value> {
  let pending: Promise<value> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
