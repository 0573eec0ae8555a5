import { createContext, useContext } from 'react'
import type { ListboxSemantics } from './ListboxRootProps.js'

export type ListboxContextValue = {
  baseId: string
  count: number
  semantics: ListboxSemantics
  getKey: (index: number) => string
  isSelected: (index: number) => boolean
  isDisabled: (index: number) => boolean
  /** The highlighted index as shown (`[data-highlighted]`), or `null`. */
  highlightedIndex: number | null
  highlight: (index: number | null) => void
  select: (index: number) => void
  measureElement: (node: Element | null) => void
  /** The space above a rendered row that follows a gap (see `layoutRows`). */
  getRowMarginTop: (index: number) => number | undefined
}

export const ListboxContext = createContext<ListboxContextValue | null>(null)

export function useListboxContext(part: string): ListboxContextValue {
  const context = useContext(ListboxContext)
  if (!context) throw new Error(`<Listbox.${part}> must be rendered inside <Listbox.Root>.`)
  return context
}

export function getOptionId(baseId: string, index: number): string {
  return `${baseId}-option-${index}`
}
