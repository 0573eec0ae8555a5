/** Rows a PageUp or PageDown moves by. */
export const PAGE_ROWS = 6

/**
 * The row a key moves the focus to in a list of `count` rows (ArrowUp/ArrowDown by one,
 * PageUp/PageDown by {@link PAGE_ROWS}, Home/End to the ends), or `undefined` for any other key.
 */
export function nextRowIndex(key: string, index: number, count: number): number | undefined {
  const last = Math.max(0, count - 1)
  const clamp = (value: number) => Math.min(last, Math.max(0, value))
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1)
    case 'ArrowUp':
      return clamp(index - 1)
    case 'PageDown':
      return clamp(index + PAGE_ROWS)
    case 'PageUp':
      return clamp(index - PAGE_ROWS)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}
