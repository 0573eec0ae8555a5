import { type FocusEvent, useState } from 'react'
import type { ListboxSemantics } from './ListboxRootProps.js'

export type UseListboxFocusParameters = {
  semantics: ListboxSemantics
  /** Sets the highlighted index (`null` clears it). */
  setHighlight: (index: number | null) => void
  /** Called when the `'listbox'` root itself takes focus. */
  onRootFocus: () => void
}

export type UseListboxFocusReturnType = {
  /** Whether focus is inside the root (tracked in `'list'` semantics). */
  focusWithin: boolean
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
}

/**
 * Focus in and out of the root. `'listbox'`: the root's own focus starts the highlight, leaving
 * clears it. `'list'`: a row control taking focus makes its row the highlight (and Tab stop);
 * the Tab stop stays when focus leaves, only the shown highlight goes.
 */
export function useListboxFocus(parameters: UseListboxFocusParameters): UseListboxFocusReturnType {
  const { semantics, setHighlight, onRootFocus } = parameters
  const [focusWithin, setFocusWithin] = useState(false)
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (semantics === 'listbox') {
      if (event.target === event.currentTarget) onRootFocus()
      return
    }
    setFocusWithin(true)
    const row = event.target.closest('[data-index]')
    const index = Number(row?.getAttribute('data-index'))
    if (row?.parentElement === event.currentTarget && Number.isInteger(index)) setHighlight(index)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (semantics === 'listbox') setHighlight(null)
    else if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
  }
  return { focusWithin, onFocus, onBlur }
}
