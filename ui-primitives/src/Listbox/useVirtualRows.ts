import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useCallback, useMemo } from 'react'
import { layoutRows, type RowsLayout } from './layoutRows.js'

export type UseVirtualRowsParameters = {
  count: number
  getScrollElement: () => HTMLElement | null
  estimateSize: (index: number) => number
  overscan: number
  getItemKey: (index: number) => string
  /** An index to keep rendered even out of view (the row holding the Tab stop). */
  keepRendered: number | null
}

export type UseVirtualRowsReturnType = RowsLayout & {
  virtualizer: Virtualizer<HTMLElement, Element>
  rows: ReturnType<Virtualizer<HTMLElement, Element>['getVirtualItems']>
  /** The last index of the window around the view (kept rows aside); `-1` when empty. */
  lastWindowIndex: number
}

/**
 * The rows to render (by `@tanstack/react-virtual`): those in view plus `overscan`, and the
 * `keepRendered` row wherever it is, with the padding and margins that place them in flow.
 */
export function useVirtualRows(parameters: UseVirtualRowsParameters): UseVirtualRowsReturnType {
  const { count, getScrollElement, estimateSize, overscan, getItemKey, keepRendered } = parameters
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (keepRendered === null || keepRendered >= range.count || indexes.includes(keepRendered)) {
        return indexes
      }
      return [...indexes, keepRendered].sort((a, b) => a - b)
    },
    [keepRendered],
  )
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement,
    estimateSize,
    overscan,
    getItemKey,
    rangeExtractor,
  })
  const rows = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  const layout = useMemo(() => layoutRows(rows, totalSize), [rows, totalSize])
  const range = virtualizer.range
  const lastWindowIndex = range ? Math.min(count - 1, range.endIndex + overscan) : -1
  return { ...layout, virtualizer, rows, lastWindowIndex }
}
