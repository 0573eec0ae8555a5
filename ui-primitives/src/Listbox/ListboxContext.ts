import { createContext, useContext } from 'react'

export type ListboxContextValue = {
  baseId: string
  count: number
  getKey: (index: number) => string
  isSelected: (index: number) => boolean
  isDisabled: (index: number) => boolean
  highlightedIndex: number | null
  highlight: (index: number | null, options?: { scroll?: boolean }) => void
  select: (index: number) => void
  measureElement: (node: Element | null) => void
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
