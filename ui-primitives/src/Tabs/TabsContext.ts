import { createContext, useContext } from 'react'

export type TabsOrientation = 'horizontal' | 'vertical'

/** A tab's or panel's finite state, shown as `data-state`. */
export type TabsState = 'active' | 'inactive'

export type TabsContextValue = {
  baseId: string
  value: string | undefined
  setValue: (value: string) => void
  orientation: TabsOrientation
  activationMode: 'automatic' | 'manual'
}

export const TabsContext = createContext<TabsContextValue | null>(null)

export function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`<Tabs.${part}> must be rendered inside <Tabs.Root>.`)
  return context
}

/** Stable, valid ids for a tab and its panel. */
export function getTabsIds(baseId: string, value: string) {
  const key = encodeURIComponent(value).replace(/%/g, '_')
  return { triggerId: `${baseId}-tab-${key}`, contentId: `${baseId}-panel-${key}` }
}
