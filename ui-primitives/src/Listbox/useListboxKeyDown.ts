import type { KeyboardEvent } from 'react'
import { getNextIndex, type NavigationItems } from './getNextIndex.js'
import type { ListboxSemantics } from './ListboxRootProps.js'
import { useTypeahead } from './useTypeahead.js'

export type UseListboxKeyDownParameters = {
  semantics: ListboxSemantics
  items: NavigationItems
  /** Where the keys move from: the highlight, else the selection (in `'list'`, the Tab stop). */
  from: number | null
  /** The highlighted index, which Enter and Space pick in `'listbox'` semantics. */
  highlighted: number | null
  loop: boolean
  /** Items in one view, for PageUp and PageDown. */
  getPageSize: () => number
  /** Picks an item (`'listbox'` semantics). */
  select: (index: number) => void
  /** Moves the highlight, and in `'list'` semantics the focus, to an item. */
  moveTo: (index: number) => void
}

/**
 * The listbox's key handler: `getNextIndex` decides where a key goes (type-to-find through a
 * `useTypeahead` buffer); Enter and Space pick the highlighted option in `'listbox'` semantics
 * (Space types while a search is under way). Keys it does not use pass through untouched.
 */
export function useListboxKeyDown(
  parameters: UseListboxKeyDownParameters,
): (event: KeyboardEvent<HTMLElement>) => void {
  const { semantics, items, from, highlighted, loop, getPageSize, select, moveTo } = parameters
  const typeahead = useTypeahead()
  return (event) => {
    const { key } = event
    if (items.count === 0) return
    if (semantics === 'listbox' && (key === 'Enter' || (key === ' ' && !typeahead.get()))) {
      event.preventDefault()
      if (highlighted !== null) select(highlighted)
      return
    }
    const printable = key.length === 1
    if (printable && (event.ctrlKey || event.metaKey)) return
    const state = { index: from, loop, pageSize: getPageSize(), search: typeahead.get() }
    const next = getNextIndex(state, key, items)
    if (printable && items.getText) typeahead.push(key)
    if (next === undefined) return
    event.preventDefault()
    if (next !== null) moveTo(next)
  }
}
