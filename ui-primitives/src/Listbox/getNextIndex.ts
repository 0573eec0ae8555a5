/** Where the highlight is, and how the list moves, when a key is pressed. */
export type NavigationState = {
  /** The highlighted index, or `null` when nothing is highlighted yet. */
  index: number | null
  /** Whether ArrowDown/ArrowUp wrap around the ends. */
  loop: boolean
  /** How many items PageDown/PageUp move by (the items in one view); at least 1. */
  pageSize: number
  /** The type-to-find text typed so far (lower case, before this key); `''` when none. */
  search: string
}

/** The items, read by index (so a list of thousands is never copied per key press). */
export type NavigationItems = {
  count: number
  isDisabled: (index: number) => boolean
  /** The text type-to-find matches against; without it, letters move nothing. */
  getText?: ((index: number) => string) | undefined
}

/**
 * The index a key moves the highlight to: ArrowDown/ArrowUp (skipping disabled items, wrapping
 * with `loop`), Home/End, PageDown/PageUp (by `pageSize`), and a printable character for
 * type-to-find (`state.search` plus this key, matched at the start of each item's text).
 *
 * Returns `undefined` when the key is not a navigation key (let it through), and `null` when it
 * is one but no enabled item can take the highlight.
 */
export function getNextIndex(
  state: NavigationState,
  key: string,
  items: NavigationItems,
): number | null | undefined {
  const { count } = items
  if (count === 0) return undefined
  const current = state.index
  const page = Math.max(1, state.pageSize)
  const find = (start: number, step: 1 | -1, wrap = false) => findEnabled(items, start, step, wrap)
  switch (key) {
    case 'ArrowDown':
      return current === null ? find(0, 1) : (find(current + 1, 1, state.loop) ?? current)
    case 'ArrowUp':
      return current === null ? find(count - 1, -1) : (find(current - 1, -1, state.loop) ?? current)
    case 'Home':
      return find(0, 1)
    case 'End':
      return find(count - 1, -1)
    case 'PageDown':
      return find(Math.min(count - 1, (current ?? -1) + page), -1)
    case 'PageUp':
      return find(Math.max(0, (current ?? 0) - page), 1)
  }
  if (key.length !== 1 || !items.getText) return undefined
  return findTypeaheadMatch(state.search + key.toLowerCase(), current, items)
}

/** The nearest enabled index from `start` going `step`, or `null`. */
export function findEnabled(
  items: NavigationItems,
  start: number,
  step: 1 | -1,
  wrap = false,
): number | null {
  const { count } = items
  for (let offset = 0; offset < count; offset++) {
    let index = start + step * offset
    if (wrap) index = ((index % count) + count) % count
    if (index < 0 || index >= count) return null
    if (!items.isDisabled(index)) return index
  }
  return null
}

/**
 * The enabled item whose text starts with `search`, looking from the highlighted item onwards
 * and wrapping. A first letter looks past the current item; more letters may keep it; one letter
 * repeated ("bbb") cycles through the items starting with it. `undefined` when none matches.
 */
export function findTypeaheadMatch(
  search: string,
  current: number | null,
  items: NavigationItems,
): number | undefined {
  const { count, getText } = items
  if (!getText || search === '') return undefined
  const cycling = search.length > 1 && Array.from(search).every((c) => c === search[0])
  const needle = cycling ? (search[0] ?? '') : search
  const from = (current ?? -1) + (cycling || search.length === 1 ? 1 : 0)
  for (let offset = 0; offset < count; offset++) {
    const index = (((from + offset) % count) + count) % count
    if (items.isDisabled(index)) continue
    if (getText(index).toLowerCase().startsWith(needle)) return index
  }
  return undefined
}
