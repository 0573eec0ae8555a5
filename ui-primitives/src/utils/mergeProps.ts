import { composeEventHandlers } from './composeEventHandlers.js'

type Handler = (event: { readonly defaultPrevented: boolean }) => void

/**
 * Merges a part's own props (for example Floating UI's prop getters) with the consumer's.
 * Consumer values win, except `on*` handlers present on both sides, which are composed with
 * {@link composeEventHandlers}: the consumer's handler first, ours skipped on `preventDefault()`.
 * `undefined` consumer values never erase ours.
 */
export function mergeProps<theirs extends object>(
  ours: Record<string, unknown>,
  theirs: theirs,
): theirs & Record<string, unknown> {
  const merged: Record<string, unknown> = { ...ours }
  for (const [key, value] of Object.entries(theirs)) {
    if (value === undefined) continue
    const own = merged[key]
    if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof value === 'function') {
      merged[key] = composeEventHandlers(value as Handler, own as Handler)
    } else {
      merged[key] = value
    }
  }
  return merged as theirs & Record<string, unknown>
}
