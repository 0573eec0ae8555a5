/** Callbacks of one pending wallet request shown on ApproveTransaction (SPEC §2, §4). */
export type TransactionStackEntry = {
  onSuccess?: (() => void) | undefined
  onError?: ((error: unknown) => void) | undefined
  onCancel?: (() => void) | undefined
}

/** The pending requests, oldest first. */
export type TransactionStack = readonly TransactionStackEntry[]

/** Events of the transaction stack. */
export type TransactionStackEvent =
  | { type: 'push'; entry: TransactionStackEntry }
  /** The wallet request on top succeeded. */
  | { type: 'success' }
  /** The wallet request on top failed. */
  | { type: 'error'; error: unknown }
  /** The visitor cancelled the request on top. */
  | { type: 'cancel' }
  /** The modal closed: every pending request is rejected. */
  | { type: 'modalClosed' }

/** What the caller does after a stack transition. */
export type TransactionStackStep = {
  stack: TransactionStack
  /** Callbacks to run, in order. */
  run: (() => void)[]
  /** Where the modal goes: back one view, closed, or nowhere. */
  navigation: 'back' | 'close' | 'none'
}

/**
 * Pure transaction-stack transitions (SPEC §2, §4). On success the top entry pops and its
 * onSuccess runs; the modal goes back while requests remain, else closes. On error or cancel
 * the top entry pops, its onError / onCancel runs and the view goes back. When the modal
 * closes, every pending entry is rejected (its onCancel runs) and the stack empties.
 */
export function transactionStackTransition(
  stack: TransactionStack,
  event: TransactionStackEvent,
): TransactionStackStep {
  if (event.type === 'push') return { stack: [...stack, event.entry], run: [], navigation: 'none' }
  if (event.type === 'modalClosed') {
    const run = [...stack].reverse().flatMap((entry) => (entry.onCancel ? [entry.onCancel] : []))
    return { stack: [], run, navigation: 'none' }
  }
  const top = stack[stack.length - 1]
  if (!top) return { stack, run: [], navigation: event.type === 'success' ? 'close' : 'none' }
  const rest = stack.slice(0, -1)
  switch (event.type) {
    case 'success':
      return {
        stack: rest,
        run: top.onSuccess ? [top.onSuccess] : [],
        navigation: rest.length ? 'back' : 'close',
      }
    case 'error': {
      const { onError } = top
      return { stack: rest, run: onError ? [() => onError(event.error)] : [], navigation: 'back' }
    }
    case 'cancel':
      return { stack: rest, run: top.onCancel ? [top.onCancel] : [], navigation: 'back' }
  }
}
