/** A rendered row's place in the list, as `@tanstack/react-virtual` reports it. */
export type RowPlacement = { index: number; start: number; end: number }

export type RowsLayout = {
  /** Stands in for the rows above the first rendered one. */
  paddingTop: number
  /** Stands in for the rows below the last rendered one. */
  paddingBottom: number
  /** Space before a row whose previous rendered row is not its neighbour (a kept row). */
  marginTop: ReadonlyMap<number, number>
}

/**
 * Where the rendered rows sit in a list laid out in normal flow: padding for the rows not
 * rendered above and below, and a top margin on a row after a gap (when a row far from the
 * view, such as the one holding the Tab stop, is kept rendered).
 */
export function layoutRows(rows: readonly RowPlacement[], totalSize: number): RowsLayout {
  const marginTop = new Map<number, number>()
  for (let i = 1; i < rows.length; i++) {
    const previous = rows[i - 1]
    const row = rows[i]
    if (previous && row && row.start > previous.end)
      marginTop.set(row.index, row.start - previous.end)
  }
  return {
    paddingTop: rows[0]?.start ?? 0,
    paddingBottom: Math.max(0, totalSize - (rows.at(-1)?.end ?? 0)),
    marginTop,
  }
}
